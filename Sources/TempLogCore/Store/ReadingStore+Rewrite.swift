#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension ReadingStore {
    /// Replaces the store with what `write` puts in a new file, atomically: a temporary file
    /// beside the store (0600, `O_EXCL`), `fsync`, `rename` over the store, `fsync` of the
    /// directory. On any failure the temporary file goes and the store is as it was.
    func rewrite(_ write: (OpenFile) throws -> Void) throws {
        let directory = parentDirectory(of: realPath)
        let random = UInt32.random(in: 0...UInt32.max)
        let temporaryPath = "\(directory)/.\(fileName).tmp-\(getpid())-\(random)"
        let temporary: OpenFile
        do {
            temporary = try OpenFile(
                path: temporaryPath, flags: O_WRONLY | O_CREAT | O_EXCL, mode: 0o600
            )
        } catch {
            throw StoreError.cannotCreateTemporary(directory: directory, error)
        }
        do {
            try write(temporary)
            try reached(.temporaryWritten)
            try temporary.sync()
            try reached(.beforeRename)
            guard rename(temporaryPath, realPath) == 0 else { throw SystemError() }
        } catch {
            unlink(temporaryPath)
            if let error = error as? SystemError {
                throw StoreError.cannotRewrite(path: path, error)
            }
            throw error
        }
        try syncDirectory(after: .afterRenameBeforeDirectorySync)
    }

    /// Makes a new or renamed store file's directory entry durable; a failure leaves the
    /// change in place but not safe from a power cut, and is reported as such.
    func syncDirectory(after point: FaultPoint?) throws(StoreError) {
        do {
            if let point { try reached(point) }
            try TempLogCore.syncDirectory(parentDirectory(of: realPath))
        } catch {
            throw StoreError.cannotSyncDirectory(path: path, error)
        }
    }

    /// Copies `range` of `source` to the end of `destination`, a chunk at a time.
    func copy(_ source: OpenFile, range: Range<Int>, to destination: OpenFile) throws {
        var position = range.lowerBound
        while position < range.upperBound {
            let count = min(LineReader.chunkSize, range.upperBound - position)
            let chunk = try source.read(count: count, at: position)
            guard !chunk.isEmpty else { break }
            try destination.write(chunk)
            position += chunk.count
        }
    }

    /// Rewrites the store without the bytes in `ranges` (sorted, not overlapping).
    func rewrite(from file: OpenFile, size: Int, removing ranges: [Range<Int>]) throws {
        try rewrite { temporary in
            var position = 0
            for range in ranges {
                try copy(file, range: position..<range.lowerBound, to: temporary)
                position = range.upperBound
            }
            try copy(file, range: position..<size, to: temporary)
        }
    }
}
