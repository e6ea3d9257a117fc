import HTTPCore
import Testing

@testable import HTTPServer

struct ServerMetricsTests {
    @Test func rendersCountersAndACumulativeHistogram() {
        let metrics = ServerMetrics(shards: 2)
        metrics.record(loop: 0) {
            $0.recordRequest(route: "/", method: .get, status: 200, seconds: 0.0004, bytes: 100)
            $0.recordRequest(route: "/", method: .get, status: 200, seconds: 0.003, bytes: 100)
        }
        metrics.record(loop: 1) {
            $0.recordRequest(route: "/api/{id}", method: .post, status: 422, seconds: 7, bytes: 50)
            $0.droppedEvents += 3
        }
        let text = metrics.render()
        #expect(text.contains("http_requests_total{route=\"/\",method=\"GET\",status=\"200\"} 2\n"))
        #expect(text.contains("http_requests_total{route=\"/api/{id}\",method=\"POST\",status=\"422\"} 1\n"))
        // 0.4 ms falls in le=0.0005; 3 ms first fits le=0.005; 7 s only in +Inf. Buckets are cumulative.
        #expect(text.contains("http_request_duration_seconds_bucket{le=\"0.0005\"} 1\n"))
        #expect(text.contains("http_request_duration_seconds_bucket{le=\"0.0025\"} 1\n"))
        #expect(text.contains("http_request_duration_seconds_bucket{le=\"0.005\"} 2\n"))
        #expect(text.contains("http_request_duration_seconds_bucket{le=\"5.0\"} 2\n"))
        #expect(text.contains("http_request_duration_seconds_bucket{le=\"+Inf\"} 3\n"))
        #expect(text.contains("http_request_duration_seconds_count 3\n"))
        #expect(text.contains("http_response_bytes_total 250\n"))
        #expect(text.contains("sse_events_dropped_total 3\n"))
        #expect(text.contains("# TYPE http_open_connections gauge\n"))
    }

    @Test func streamCountersOfEveryLoopAreSummed() {
        let metrics = ServerMetrics(shards: 2)
        let first = metrics.makeStreamCounters()
        let second = metrics.makeStreamCounters()
        first.add(events: 2, bytes: 300)
        first.add(events: 1, bytes: 20)
        second.add(events: 4, bytes: 1_000)
        let text = metrics.render()
        #expect(text.contains("sse_events_sent_total 7\n"))
        #expect(text.contains("sse_bytes_sent_total 1320\n"))
    }

    @Test func escapesLabelValues() {
        #expect(ServerMetrics.escape("a\"b\\c\nd") == "a\\\"b\\\\c\\nd")
    }

    @Test func collectorsAppendTheirLines() {
        let metrics = ServerMetrics()
        metrics.addCollector { "# TYPE sessions_live gauge\nsessions_live 4\n" }
        #expect(metrics.render().hasSuffix("sessions_live 4\n"))
    }
}

struct PrometheusTextTests {
    @Test func aHistogramIsCumulativeWithItsSumAndCount() {
        let text = PrometheusText.histogram(
            "t_seconds", "Test.", bounds: [0.001, 0.01], buckets: [2, 0, 3], sum: 1.5, count: 5)
        #expect(
            text == """
                # HELP t_seconds Test.
                # TYPE t_seconds histogram
                t_seconds_bucket{le="0.001"} 2
                t_seconds_bucket{le="0.01"} 2
                t_seconds_bucket{le="+Inf"} 5
                t_seconds_sum 1.5
                t_seconds_count 5

                """)
    }
}

extension PrometheusTextTests {
    @Test func gaugesAndCountersCarryTheirHelpAndType() {
        #expect(PrometheusText.gauge("g", "A gauge.", 3) == "# HELP g A gauge.\n# TYPE g gauge\ng 3\n")
        #expect(
            PrometheusText.counter("c_total", "Time.", 1.25)
                == "# HELP c_total Time.\n# TYPE c_total counter\nc_total 1.25\n")
        #expect(
            PrometheusText.counter(
                "r_total", "By kind.", labelled: [(labels: "kind=\"a\"", value: 2), (labels: "kind=\"b\"", value: 0)])
                    == """
                    # HELP r_total By kind.
                    # TYPE r_total counter
                    r_total{kind="a"} 2
                    r_total{kind="b"} 0

                    """)
        #expect(
            PrometheusText.gauge("l", "By loop.", labelled: [(labels: "loop=\"0\"", value: 5)])
                == "# HELP l By loop.\n# TYPE l gauge\nl{loop=\"0\"} 5\n")
    }
}
