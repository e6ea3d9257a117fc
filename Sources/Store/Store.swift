// Placeholder until Store lands; see docs/architecture.md.
