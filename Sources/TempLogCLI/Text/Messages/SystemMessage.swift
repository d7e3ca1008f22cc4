/// What a failed system call says: the C library's words in English, translated in Japanese.
enum SystemMessage: MessageArea {
    case noSuchFile(description: SystemDescription)
    case permissionDenied(description: SystemDescription)
    case notPermitted(description: SystemDescription)
    case noSpace(description: SystemDescription)
    case quotaExceeded(description: SystemDescription)
    case readOnly(description: SystemDescription)
    case isDirectory(description: SystemDescription)
    case notDirectory(description: SystemDescription)
    case symlinkLoop(description: SystemDescription)
    case tooManyLinks(description: SystemDescription)
    case fileTooLarge(description: SystemDescription)
    case inputOutput(description: SystemDescription)
    case notRegularFile

    /// The message in every language, side by side.
    var templates: Templates {
        switch self {
        case .noSuchFile(let description):
            return ("\(description)", "そのようなファイルやディレクトリはありません")
        case .permissionDenied(let description):
            return ("\(description)", "アクセスが拒否されました")
        case .notPermitted(let description):
            return ("\(description)", "操作が許可されていません")
        case .noSpace(let description):
            return ("\(description)", "デバイスに空き容量がありません")
        case .quotaExceeded(let description):
            return ("\(description)", "ディスク使用量の上限を超えました")
        case .readOnly(let description):
            return ("\(description)", "読み取り専用のファイルシステムです")
        case .isDirectory(let description):
            return ("\(description)", "ディレクトリです")
        case .notDirectory(let description):
            return ("\(description)", "ディレクトリではありません")
        case .symlinkLoop(let description):
            return ("\(description)", "シンボリックリンクの階層が多すぎます")
        case .tooManyLinks(let description):
            return ("\(description)", "リンクが多すぎます")
        case .fileTooLarge(let description):
            return ("\(description)", "ファイルが大きすぎます")
        case .inputOutput(let description):
            return ("\(description)", "入出力エラーが起きました")
        case .notRegularFile:
            return (
                "not a regular file (a FIFO, socket or device)", "通常のファイルではありません（FIFO、ソケット、デバイスなど）"
            )
        }
    }
}
