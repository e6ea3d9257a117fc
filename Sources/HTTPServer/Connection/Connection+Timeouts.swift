import HTTPCore

extension Connection {
    /// The current timeout phase (``ConnectionTimeouts/Kind``).
    var timeout: ConnectionTimeouts.Kind { timeouts.kind }

    /// Enters a timeout phase and arms the timer for it.
    func setTimeout(_ kind: ConnectionTimeouts.Kind, after duration: Duration) {
        timeouts.set(kind, after: duration, now: Deadline.now())
        armTimer()
    }

    /// Arms a loop timer for the next deadline, unless one is armed for it or earlier already: moving the
    /// deadline later on every keep-alive request costs a store, not a heap operation.
    func armTimer() {
        guard let deadline = timeouts.nextDeadline(outputPending: !output.isEmpty) else { return }
        if let armed = armedTimer, !armed.isCancelled, armed.deadline <= deadline { return }
        armedTimer?.cancel()
        armedTimer = schedule(at: deadline) { $0.timerFired() }
    }

    /// Schedules `body` on the loop at `deadline`, for this connection if it is still registered then.
    ///
    /// The timer names the connection by descriptor and ``generation``: a closed connection is
    /// unregistered, and a later one on the same descriptor has another generation.
    func schedule(at deadline: Deadline, _ body: @escaping @Sendable (Connection) -> Void) -> ScheduledTimer {
        let (fd, generation) = (fd, generation)
        return loop.schedule(at: deadline) { [unowned loop] in
            guard let connection = loop.handler(registeredFor: fd) as? Connection,
                connection.generation == generation
            else { return }
            body(connection)
        }
    }

    private func timerFired() {
        armedTimer = nil
        guard phase != .closed else { return }
        let now = Deadline.now()
        switch timeouts.expire(now: now, outputPending: !output.isEmpty) {
        case .wait:
            armTimer()
        case .closeStalledWrite:
            close(reason: .failed)
        case .expired(.idle), .expired(.linger):
            close(reason: .closed)
        case .expired(.head), .expired(.body):
            guard phase == .ready else { return armTimer() }
            closeAfterResponse = true
            if head == nil { requestStart = now }
            writeTimeoutError(
                HTTPError(.requestTimeout, code: "request-timeout", message: "The request took too long."))
        case .expired(.response):
            guard case .awaiting = phase else { return armTimer() }
            awaitingCancellation?.cancel()
            awaitingCancellation = nil
            phase = .ready
            closeAfterResponse = true
            writeResponse(HTTPError.timeout.response)
            flush()
        case .expired(.none):
            break
        }
    }

    /// Sends 408 for a request that did not arrive in time and closes.
    private func writeTimeoutError(_ error: HTTPError) {
        if head == nil {
            head = RequestHead(method: .get, target: "-", keepAlive: false)
        }
        writeResponse(error.response)
        phase = .draining
        parser.reset()
        flush()
    }
}
