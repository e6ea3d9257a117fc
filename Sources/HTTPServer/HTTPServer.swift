// Placeholder until HTTPServer lands; see docs/architecture.md.
