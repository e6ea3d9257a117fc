import PlaygroundApp

#if canImport(Glibc)
    import Glibc
#endif

exit(PlaygroundCLI.main(Array(CommandLine.arguments.dropFirst())))
