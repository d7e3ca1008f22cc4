import Foundation
import TempLogCLI

/// Captures what templog writes to stdout and stderr, and plays a person at a terminal:
/// scripted answers to its questions, and countdown seconds that pass at once.
public final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outputBytes: [UInt8] = []
    private var errorBytes: [UInt8] = []
    private var answers: [TerminalLine]
    private var secondsWaited = 0
    /// Whether stdout plays a terminal.
    public let isTerminal: Bool
    /// Whether standard input plays a terminal (it does when there are answers).
    public let inputIsTerminal: Bool
    /// The countdown second (1 for the first) that Ctrl-C ends, if any.
    public let interruptedSecond: Int?

    /// A console whose stdout is a terminal when `isTerminal`, and whose stdin is one when
    /// `answers` is given: each question gets the next answer, then the end of input.
    public init(
        isTerminal: Bool = false, answers: [TerminalLine]? = nil, interruptedSecond: Int? = nil
    ) {
        self.isTerminal = isTerminal
        self.answers = answers ?? []
        inputIsTerminal = answers != nil
        self.interruptedSecond = interruptedSecond
    }

    /// Answers are echoed into `error` as a terminal shows what is typed (`^C` for Ctrl-C), so
    /// `error` reads like the screen.
    public var console: Console {
        Console(
            writeOutput: { bytes in self.lock.withLock { self.outputBytes += bytes } },
            writeError: { bytes in self.lock.withLock { self.errorBytes += bytes } },
            outputIsTerminal: isTerminal,
            inputIsTerminal: inputIsTerminal,
            readLine: {
                self.lock.withLock {
                    let answer = self.answers.isEmpty ? .end : self.answers.removeFirst()
                    switch answer {
                    case .text(let text): self.errorBytes += Array((text + "\n").utf8)
                    case .interrupted: self.errorBytes += Array("^C".utf8)
                    case .end: break
                    }
                    return answer
                }
            },
            waitOneSecond: {
                self.lock.withLock {
                    self.secondsWaited += 1
                    return self.secondsWaited != self.interruptedSecond
                }
            }
        )
    }

    /// What was written to stdout.
    public var output: String { lock.withLock { String(decoding: outputBytes, as: UTF8.self) } }
    /// What was written to stderr, with the answers echoed.
    public var error: String { lock.withLock { String(decoding: errorBytes, as: UTF8.self) } }
    /// How many countdown seconds have passed: a clock can move with them.
    public var seconds: Int { lock.withLock { secondsWaited } }
}
