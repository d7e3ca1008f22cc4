import Foundation
import TempLogCore

let cli = CLI(console: .standard, environment: ProcessInfo.processInfo.environment, clock: .system)
exit(cli.run(CommandLine.arguments))
