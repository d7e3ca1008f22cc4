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
            // Split as bytes, then decoded (invalid UTF-8 repaired, as `String(cString:)` does):
            // `=` ends any UTF-8 sequence, so each side reads as it did in the whole.
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                environment[String(decoding: bytes[..<equals], as: UTF8.self)] = String(
                    decoding: bytes[(equals + 1)...], as: UTF8.self)
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
