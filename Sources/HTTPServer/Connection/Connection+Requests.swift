import HTTPCore

extension Connection {
    /// Turns parser events into requests and answers them in order while the phase allows.
    func processInput() {
        guard !isProcessing else { return }
        isProcessing = true
        defer { isProcessing = false }
        while phase == .ready && output.count < shared.configuration.outputHighWater {
            guard let event = parser.next() else { break }
            switch event {
            case .head(let parsed):
                head = parsed
                body.removeAll(keepingCapacity: true)
                sentContinue = false
                requestStart = Deadline.now()
            case .body(let chunk):
                body.append(contentsOf: chunk)
            case .end:
                dispatch()
            case .failure(let error):
                answerParseError(error)
            }
        }
        if phase == .ready {
            if let head, parser.isReadingBody, head.expectsContinue, !sentContinue, parser.bufferedByteCount == 0 {
                sentContinue = true
                output.append(ResponseEncoder.continueResponse)
            }
            armReadTimeout()
        }
        flush()
    }

    /// Sets the timeout for the part of a request being read: idle, head or body.
    private func armReadTimeout() {
        let configuration = shared.configuration
        if head != nil {
            if timeout != .body { setTimeout(.body, after: configuration.bodyTimeout) }
        } else if !parser.isIdle {
            if timeout != .head { setTimeout(.head, after: configuration.headTimeout) }
        } else {
            setTimeout(.idle, after: configuration.idleTimeout)
        }
    }

    /// Routes the complete request and runs its handler.
    private func dispatch() {
        guard let requestHead = head else { return }
        var request = Request(head: requestHead, body: body, remoteAddress: peer)
        body = []
        sequence &+= 1
        // One place for every route: a query that names a parameter twice is refused before routing.
        if let query = requestHead.query, let repeated = QueryParameters(query).firstRepeatedName {
            route = "unmatched"
            return writeResponse(HTTPError.duplicateParameter(repeated).response)
        }
        switch shared.router.match(requestHead.method, path: requestHead.path) {
        case .found(let handler, let parameters, let pattern):
            route = pattern
            request.parameters = parameters
            switch handler {
            case .immediate(let function):
                let response: Response
                do {
                    response = try function(request)
                } catch {
                    response = HTTPError(error).response
                }
                writeResponse(response)
            case .deferred(let function):
                phase = .awaiting(sequence: sequence)
                setTimeout(.response, after: shared.configuration.responseTimeout)
                let cancellation = RequestCancellation()
                awaitingCancellation = cancellation
                let responder = Responder(
                    connection: self, sequence: sequence, lastEventID: requestHead.headers["Last-Event-ID"],
                    cancellation: cancellation)
                function(request, responder)
            }
        case .notFound:
            route = "unmatched"
            writeResponse(HTTPError.notFound().response)
        case .methodNotAllowed(let allowed):
            route = "unmatched"
            writeResponse(HTTPError.methodNotAllowed(allowed: allowed).response)
        }
    }

    /// Completes a deferred request; ignored when `sequence` is not the request awaiting an answer.
    func complete(sequence: UInt64, with response: Response) {
        guard phase == .awaiting(sequence: sequence) else { return }
        phase = .ready
        awaitingCancellation = nil
        writeResponse(response)
        if phase == .ready {
            processInput()
        } else {
            flush()
        }
    }

    /// Queues the response to the current request; closes afterwards when either side asked to.
    ///
    /// Every handler's answer passes here, so this is where it is gzipped for a client that accepts it
    /// (``ResponseCompression``; a HEAD's head says what its GET would get).
    func writeResponse(_ response: Response) {
        guard let requestHead = head else { return }
        head = nil
        var response = response
        shared.configuration.compression.apply(to: &response, requestHeaders: requestHead.headers)
        let keepAlive = requestHead.keepAlive && !closeAfterResponse && !shared.isShuttingDown
        let before = output.count
        let date = context.currentDate()
        output.appendInPlace { buffer in
            ResponseEncoder.encodeHead(
                response, length: .fixed(response.body.count), date: date, keepAlive: keepAlive,
                requestVersion: requestHead.version, into: &buffer)
        }
        if requestHead.method != .head && !response.status.forbidsBody {
            output.append(response.body)
        }
        record(head: requestHead, status: response.status.code, bytes: output.count - before)
        phase = keepAlive ? .ready : .draining
    }

    /// Answers a request the parser refused, then closes.
    private func answerParseError(_ error: HTTPParseError) {
        let response = HTTPError.parse(error).response
        let before = output.count
        let date = context.currentDate()
        output.appendInPlace { buffer in
            ResponseEncoder.encodeHead(
                response, length: .fixed(response.body.count), date: date, keepAlive: false,
                requestVersion: head?.version ?? .http1_1, into: &buffer)
            buffer.append(contentsOf: response.body)
        }
        route = "unmatched"
        if head == nil { requestStart = Deadline.now() }
        record(head: head, status: response.status.code, bytes: output.count - before)
        head = nil
        phase = .draining
    }

    /// Counts the request in the metrics and writes its access-log line.
    func record(head: RequestHead?, status: Int, bytes: Int) {
        let seconds = (Deadline.now() - requestStart).seconds
        let route = route
        shared.metrics.record(loop: loop.index) {
            $0.recordRequest(route: route, method: head?.method ?? .get, status: status, seconds: seconds, bytes: bytes)
        }
        context.logRequest(peer: peer, head: head, status: status, bytes: bytes, seconds: seconds, route: route)
    }
}
