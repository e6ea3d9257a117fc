import HTTPCore

extension Connection {
    /// Sets the deadline for the current phase; a timer is armed only when none is armed earlier, so
    /// moving the deadline later on every keep-alive request costs a store, not a heap operation.
    func setTimeout(_ kind: Timeout, after duration: Duration) {
        timeout = kind
        stateDeadline = kind == .none ? .distantFuture : Deadline.now() + duration
        armTimer()
    }

    /// The earliest moment something must happen: the phase deadline, or the write-progress deadline
    /// while output is stuck.
    private var effectiveDeadline: Deadline {
        guard !output.isEmpty else { return stateDeadline }
        return min(stateDeadline, lastWriteProgress + shared.configuration.writeTimeout)
    }

    func armTimer() {
        let deadline = effectiveDeadline
        guard deadline < .distantFuture else { return }
        if let armed = armedTimer, !armed.isCancelled, armed.deadline <= deadline { return }
        armedTimer?.cancel()
        armedTimer = schedule(at: deadline) { $0.timerFired() }
    }

    /// Schedules `body` on the loop at `deadline`, for this connection if it is still registered then.
    ///
    /// The timer names the connection by descriptor and ``generation`` rather than holding it weakly:
    /// a weak reference gives an object a side table, and every retain and release of it then takes the
    /// runtime's slow path (about 2 % of the server's CPU at 1 500 streams, BENCHMARKS.md). A closed
    /// connection is unregistered, and a later one on the same descriptor has another generation.
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
        if !output.isEmpty && now >= lastWriteProgress + shared.configuration.writeTimeout {
            close(reason: .failed)
            return
        }
        guard now >= stateDeadline else {
            armTimer()
            return
        }
        switch timeout {
        case .idle, .linger:
            close(reason: .closed)
        case .head, .body:
            guard phase == .ready else { return armTimer() }
            closeAfterResponse = true
            if head == nil { requestStart = now }
            writeTimeoutError(
                HTTPError(.requestTimeout, code: "request-timeout", message: "The request took too long."))
        case .response:
            guard case .awaiting = phase else { return armTimer() }
            phase = .ready
            closeAfterResponse = true
            writeResponse(HTTPError.timeout.response)
            flush()
        case .none:
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
