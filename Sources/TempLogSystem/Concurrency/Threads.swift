#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs `body(index)` for every index in `0..<iterations` at the same time, one thread each
/// (the calling thread takes index 0), and returns when all have finished.
package func concurrentPerform(iterations: Int, _ body: @Sendable (Int) -> Void) {
    guard iterations > 1 else {
        if iterations == 1 { body(0) }
        return
    }
    withoutActuallyEscaping(body) { escapable in
        var threads: [pthread_t] = []
        for index in 1..<iterations {
            let work = Unmanaged.passRetained(ThreadWork { escapable(index) }).toOpaque()
            var thread = pthread_t(bitPattern: 0)
            if pthread_create(&thread, nil, runThreadWork, work) == 0 {
                threads.append(thread)
            } else {
                Unmanaged<ThreadWork>.fromOpaque(work).release()
                escapable(index)
            }
        }
        escapable(0)
        for thread in threads { pthread_join(thread, nil) }
    }
}

/// The work of one thread, passed through `pthread_create`'s context pointer.
private final class ThreadWork {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) {
        self.run = run
    }
}

#if canImport(Darwin)
    private func runThreadWork(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        Unmanaged<ThreadWork>.fromOpaque(context).takeRetainedValue().run()
        return nil
    }
#else
    private func runThreadWork(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        Unmanaged<ThreadWork>.fromOpaque(context!).takeRetainedValue().run()
        return nil
    }
#endif

/// How many processors are online.
@usableFromInline
package func onlineProcessorCount() -> Int {
    max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
}
