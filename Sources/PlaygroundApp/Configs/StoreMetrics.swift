import HTTPServer
import Store

/// The store's lines for `/metrics` (Prometheus text): its queues, how long writes wait and run, and
/// its WAL checkpoints.
enum StoreMetrics {
    static func text(_ pool: DatabasePool) -> String {
        let checkpoints = pool.checkpointStatistics
        return """
            # HELP pager_store_pending_writes Saves and other writes waiting for the writer thread.
            # TYPE pager_store_pending_writes gauge
            pager_store_pending_writes \(pool.pendingWriteCount)
            # HELP pager_store_pending_reads Reads waiting for a reader thread.
            # TYPE pager_store_pending_reads gauge
            pager_store_pending_reads \(pool.pendingReadCount)
            # HELP pager_store_checkpoints_total WAL checkpoints run (by the checkpointer thread or the writer).
            # TYPE pager_store_checkpoints_total counter
            pager_store_checkpoints_total \(checkpoints.runs)
            # HELP pager_store_writer_checkpoints_total WAL checkpoints the writer ran itself (writes without a pause).
            # TYPE pager_store_writer_checkpoints_total counter
            pager_store_writer_checkpoints_total \(checkpoints.writerRuns)
            # HELP pager_store_checkpointed_frames_total WAL frames copied into the database file.
            # TYPE pager_store_checkpointed_frames_total counter
            pager_store_checkpointed_frames_total \(checkpoints.checkpointedFrames)
            # HELP pager_store_checkpoint_failures_total WAL checkpoints that failed.
            # TYPE pager_store_checkpoint_failures_total counter
            pager_store_checkpoint_failures_total \(checkpoints.failures)

            """ + histograms(pool.writeTimings)
    }

    private static func histograms(_ timings: WriteTimings) -> String {
        PrometheusText.histogram(
            "pager_store_write_wait_seconds", "Time a write (a save, an update) waited for the writer thread.",
            bounds: timings.waiting.bounds, buckets: timings.waiting.counts, sum: timings.waiting.sum,
            count: timings.waiting.count)
            + PrometheusText.histogram(
                "pager_store_write_seconds",
                "Time a write ran on the writer thread: its transaction, the commit with the log's sync.",
                bounds: timings.running.bounds, buckets: timings.running.counts, sum: timings.running.sum,
                count: timings.running.count)
    }
}
