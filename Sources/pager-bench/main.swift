import PlaygroundApp

#if canImport(Glibc)
    import Glibc
#endif

exit(BenchCLI.main(Array(CommandLine.arguments.dropFirst())))
