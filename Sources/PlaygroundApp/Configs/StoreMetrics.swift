import HTTPServer
import Store

/// The store's lines for `/metrics` (Prometheus text): its queues, how long writes wait and run, and
/// (SQLite) its WAL checkpoints. PostgreSQL checkpoints on the server, so those counters stay at 0.
enum StoreMetrics {
    static func text(_ statistics: StoreStatistics) -> String {
        let checkpoints = statistics.checkpoints ?? .none
        let timings = statistics.writeTimings
        return PrometheusText.gauge(
            "pager_store_pending_writes", "Saves and other writes waiting for the writer thread.",
            statistics.pendingWrites)
            + PrometheusText.gauge(
                "pager_store_pending_reads", "Reads waiting for a reader thread.", statistics.pendingReads)
            + PrometheusText.counter(
                "pager_store_checkpoints_total", "WAL checkpoints run (by the checkpointer thread or the writer).",
                checkpoints.runs)
            + PrometheusText.counter(
                "pager_store_writer_checkpoints_total",
                "WAL checkpoints the writer ran itself (writes without a pause).", checkpoints.writerRuns)
            + PrometheusText.counter(
                "pager_store_checkpointed_frames_total", "WAL frames copied into the database file.",
                checkpoints.checkpointedFrames)
            + PrometheusText.counter(
                "pager_store_checkpoint_failures_total", "WAL checkpoints that failed.", checkpoints.failures)
            + histogram(
                "pager_store_write_wait_seconds", "Time a write (a save, an update) waited for the writer thread.",
                timings.waiting)
            + histogram(
                "pager_store_write_seconds",
                "Time a write ran on the writer thread: its transaction, the commit with the log's sync.",
                timings.running)
    }

    private static func histogram(_ name: String, _ help: String, _ histogram: DurationHistogram) -> String {
        PrometheusText.histogram(
            name, help, bounds: histogram.bounds, buckets: histogram.counts, sum: histogram.sum, count: histogram.count)
    }
}
