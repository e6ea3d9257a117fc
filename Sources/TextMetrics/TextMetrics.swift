// Placeholder until TextMetrics lands; see docs/architecture.md.
