// Placeholder until HTTPCore lands; see docs/architecture.md.
