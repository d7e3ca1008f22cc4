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
        let directory = parentDirectory(of: path)
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
            reached(.temporaryWritten)
            try temporary.sync()
            reached(.beforeRename)
            guard rename(temporaryPath, path) == 0 else { throw SystemError() }
        } catch {
            unlink(temporaryPath)
            if let error = error as? SystemError {
                throw StoreError.cannotRewrite(path: path, error)
            }
            throw error
        }
        reached(.afterRenameBeforeDirectorySync)
        syncDirectory(directory)
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
