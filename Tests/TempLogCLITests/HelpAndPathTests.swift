import Foundation
import TempLogCore
import TestSupport
import Testing

@testable import TempLogCLI

@Suite struct HelpAndPathTests {
    let sandbox = Sandbox()

    @Test func rootHelpIsPrintedForNoArgumentsHelpAndDashH() {
        let help = sandbox.run()
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("OVERVIEW: A body temperature log for the terminal.\n"))
        #expect(help.output.contains("\nUSAGE: templog <subcommand>\n"))
        #expect(
            help.output.contains(
                "\nSUBCOMMANDS:\n  add                     Record a body temperature reading.\n"))
        for arguments in [["--help"], ["-h"], ["help"]] {
            #expect(sandbox.run(arguments).output == help.output)
        }
    }

    /// A command is found by the name its spec gives, without building another's spec.
    @Test func everyCommandIsFoundByTheNameItsSpecGives() {
        for entry in CLI.commandsByName {
            #expect(entry.command.spec.name == entry.name)
        }
    }

    @Test(arguments: CLI.commands.map { $0.spec.name })
    func everyCommandHasHelp(command: String) {
        let help = sandbox.run(command, "--help")
        #expect(help.status == 0)
        #expect(help.error == "")
        #expect(help.output.hasPrefix("OVERVIEW: "))
        #expect(help.output.contains("\nUSAGE: templog \(command)"))
        #expect(help.output.contains("\nOPTIONS:\n"))
        #expect(help.output.hasSuffix("  -h, --help              Show help information.\n"))
        #expect(sandbox.run("help", command).output == help.output)
        #expect(sandbox.run(command, "-h").output == help.output)
    }

    @Test func pathHelpReadsLikeArgumentParser() {
        expectSnapshot(sandbox.run("path", "--help").output, named: "path-help")
    }

    @Test func printsTheVersion() {
        #expect(sandbox.run("--version").output == CLI.version + "\n")
    }

    @Test(arguments: [
        (["frobnicate"], "Error: Unknown command 'frobnicate'\n"),
        (["ad"], "Error: Unknown command 'ad'. Did you mean 'add'?\n"),
        (["36.5"], "Error: Unknown command '36.5'. Did you mean 'templog add 36.5'?\n"),
        (["--bogus"], "Error: Unknown option '--bogus'\n"),
        (["help", "frobnicate"], "Error: Unknown command 'frobnicate'\n"),
    ])
    func unknownCommandsAreUsageErrors(arguments: [String], message: String) {
        let result = sandbox.run(arguments)
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error.hasPrefix(message))
        #expect(result.error.hasSuffix("for more information.\n"))
    }

    @Test func pathFollowsFileThenTEMPLOG_FILEThenXDGThenHome() {
        let home = sandbox.directory.file("home")
        #expect(sandbox.run("path").output == sandbox.storePath + "\n")
        #expect(sandbox.run("path", "--file", "/x/y.jsonl").output == "/x/y.jsonl\n")
        sandbox.environment["TEMPLOG_FILE"] = nil
        #expect(sandbox.run("path").output == home + "/.local/share/templog/readings.jsonl\n")
        #expect(
            sandbox.run(["path"], environment: ["XDG_DATA_HOME": "/data"]).output
                == "/data/templog/readings.jsonl\n")
        #expect(
            sandbox.run(["path"], environment: ["XDG_DATA_HOME": "relative"]).output
                == home + "/.local/share/templog/readings.jsonl\n")
        sandbox.environment["HOME"] = nil
        let result = sandbox.run("path")
        #expect(result.status == 73)
        #expect(
            result.error
                == "Error: cannot find a place for the store: HOME is not set (set TEMPLOG_FILE or pass --file)\n"
        )
    }

    @Test func theDefaultLocationIsCreatedOnFirstAdd() {
        sandbox.environment["TEMPLOG_FILE"] = nil
        #expect(sandbox.run("add", "36.5").status == 0)
        #expect(
            FileManager.default.fileExists(
                atPath: sandbox.directory.file("home/.local/share/templog/readings.jsonl")))
    }
}
