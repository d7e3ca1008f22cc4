import Foundation
import Testing

@testable import TempLogCLI

/// The option tables of docs/commands.md name only options their command declares, with the
/// value `--help` shows: a renamed or removed option fails here, not in a reader's terminal.
@Suite struct DocumentationReferenceTests {
    @Test func everyOptionInTheCommandTablesIsOneTheCommandDeclares() throws {
        let text = try String(
            contentsOfFile: DocumentationExampleTests.root + "/docs/commands.md", encoding: .utf8)
        var command: (any Subcommand.Type)?
        var checked = 0
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## `templog ") || line.hasPrefix("### `templog ") {
                let name = line.split(separator: " ")[2].trimmingCharacters(in: ["`"])
                command = CLI.commandsByName.first { $0.name == name }?.command
            }
            guard line.hasPrefix("| `--"), let command else { continue }
            let cell = line.split(separator: "|")[0]
            for entry in cell.split(separator: ",") {
                let words = entry.trimmingCharacters(in: [" ", "`"]).split(separator: " ")
                let long = String(words[0].dropFirst(2))
                let option = command.spec.options.first { $0.long == long }
                #expect(option != nil, "docs/commands.md: \(command.spec.name) has no --\(long)")
                if let option, words.count > 1, option.value != nil, words[1].hasPrefix("<") {
                    #expect(words[1] == "<\(option.value!)>", "\(line)")
                }
                checked += 1
            }
        }
        #expect(checked >= 14)
    }
}
