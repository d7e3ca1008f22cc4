#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An open file descriptor, closed when the value goes away.
package final class OpenFile {
    package let descriptor: Int32
    let path: String

    /// Opens `path` with `open(2)` flags; new files get `mode`. An open that may write or
    /// create is a counted `FileChange`.
    package init(path: String, flags: Int32, mode: mode_t = 0o600) throws(SystemError) {
        let changes = flags & (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND) != 0
        let descriptor =
            changes
            ? FileChange.open.perform { open(path, flags | O_CLOEXEC, mode) }
            : open(path, flags | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw SystemError() }
        self.descriptor = descriptor
        self.path = path
    }

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        close(descriptor)
    }

    /// Whether it is a pipe or a socket (`/dev/stdin` fed by `|`, a shell's `<(…)`): read only
    /// once, front to back, never at an offset.
    package func isStream() throws(SystemError) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError() }
        let type = status.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFSOCK
    }

    /// An unnamed temporary file (0600, gone when closed) holding everything read from this
    /// one to its end: a pipe made readable at any offset, under the same path.
    package func spooled() throws(SystemError) -> OpenFile {
        guard let stream = tmpfile() else { throw SystemError() }
        defer { fclose(stream) }
        let copy = dup(fileno(stream))
        guard copy >= 0 else { throw SystemError() }
        let spool = OpenFile(descriptor: copy, path: path)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes {
                readSome(descriptor, $0.baseAddress!, $0.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError()
            }
            if count == 0 { return spool }
            try spool.write(Array(buffer[..<count]))
        }
    }

    package func size() throws(SystemError) -> Int {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError() }
        return Int(status.st_size)
    }

    /// Reads up to `count` bytes at `offset` into `buffer`; fewer only at the end of the file.
    package func read(into buffer: UnsafeMutableRawPointer, count: Int, at offset: Int)
        throws(SystemError)
        -> Int
    {
        var done = 0
        while done < count {
            let result = pread(descriptor, buffer + done, count - done, off_t(offset + done))
            if result < 0 {
                if errno == EINTR { continue }
                throw SystemError()
            }
            if result == 0 { break }
            done += result
        }
        return done
    }

    /// Reads `count` bytes at `offset` (fewer at the end of the file), into memory that is not
    /// cleared first.
    package func read(count: Int, at offset: Int) throws(SystemError) -> [UInt8] {
        var failure: SystemError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            do throws(SystemError) {
                initialized = try read(into: base, count: count, at: offset)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// Appends up to `count` bytes at `offset` to `bytes` (fewer at the end of the file); returns
    /// how many it appended.
    package func read(count: Int, at offset: Int, appendingTo bytes: inout [UInt8])
        throws(SystemError) -> Int
    {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: count))
        var failure: SystemError?
        let done = bytes.withUnsafeMutableBytes { buffer -> Int in
            let free = UnsafeMutableRawBufferPointer(rebasing: buffer[start...])
            guard let base = free.baseAddress else { return 0 }
            do throws(SystemError) {
                return try read(into: base, count: free.count, at: offset)
            } catch {
                failure = error
                return 0
            }
        }
        bytes.removeLast(count - done)
        if let failure { throw failure }
        return done
    }

    /// Writes all of `bytes` at the current position (the end, for `O_APPEND`): a counted
    /// `FileChange`.
    package func write(_ bytes: [UInt8]) throws(SystemError) {
        guard FileChange.write.mayProceed() else { throw SystemError() }
        if let failure = writeAll(bytes, to: descriptor) { throw failure }
    }

    /// Writes all of `bytes` at `offset`, leaving the position as it is.
    package func write(_ bytes: [UInt8], at offset: Int) throws(SystemError) {
        guard FileChange.write.mayProceed() else { throw SystemError() }
        let failure: SystemError? = bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let result = pwrite(
                    descriptor, buffer.baseAddress! + done, buffer.count - done,
                    off_t(offset + done))
                if result < 0 {
                    if errno == EINTR { continue }
                    return SystemError()
                }
                done += result
            }
            return nil
        }
        if let failure { throw failure }
    }

    package func sync() throws(SystemError) {
        guard FileChange.fsync.perform({ fsync(descriptor) }) == 0 else { throw SystemError() }
    }

    package func truncate(to length: Int) throws(SystemError) {
        guard FileChange.truncate.perform({ ftruncate(descriptor, off_t(length)) }) == 0 else {
            throw SystemError()
        }
    }
}

/// `read(2)`, which `OpenFile`'s own `read` methods hide inside it.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
