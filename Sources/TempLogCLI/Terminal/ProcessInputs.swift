#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension CLI {
    /// This process's environment variables, read straight from `environ`.
    public static var processEnvironment: [String: String] {
        #if canImport(Darwin)
            var entry = _NSGetEnviron().pointee!
        #else
            var entry = environ
        #endif
        var environment: [String: String] = [:]
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                environment[String(text[..<equals])] = String(
                    text[text.utf8.index(after: equals)...])
            }
            entry += 1
        }
        return environment
    }

    /// This process's arguments as the bytes it was given, program name first.
    public static var processArguments: [[UInt8]] {
        (0..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
    }
}
