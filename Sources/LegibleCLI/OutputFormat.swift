/// `--format` for commands that print one result.
enum SimpleFormat: String, CaseIterable {
    case text, json
}
