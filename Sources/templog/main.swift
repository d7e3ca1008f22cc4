import TempLogCLI

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// A write past `ulimit -f` should fail with EFBIG, reported as exit 74, not kill the process.
signal(SIGXFSZ, SIG_IGN)
let cli = CLI(console: .standard, environment: CLI.processEnvironment, clock: .system)
exit(cli.run(argv: CLI.processArguments))
