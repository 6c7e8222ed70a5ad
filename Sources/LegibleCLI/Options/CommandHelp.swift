/// `legible COMMAND --help`, generated: the USAGE line and the OPTIONS section come from the command's option
/// declarations (so they cannot drift from what the parser accepts); the prose between them and the examples are
/// the command's own.
enum CommandHelp {
    /// Lines are wrapped to this many columns.
    static let width = 112
    /// Every command accepts it; the parser never sees it (`LegibleCommandLine.run` answers it first).
    static let helpLine = (label: "-h, --help", text: "Show this help.")

    static func render(_ command: any Command.Type) -> String {
        var text = usage(command.name, operands: command.operands, options: command.options) + "\n"
        let about = command.about.trimmingTrailingNewlines
        if !about.isEmpty { text += "\n" + about + "\n" }
        text += "\n" + optionsSection(command.options) + "\n"
        text += command.examples
        return text
    }

    /// `USAGE: legible lint PATH… [--config FILE] …`, wrapped under the first option.
    static func usage(_ name: String, operands: String, options: [any OptionDeclaration]) -> String {
        let head = "USAGE: legible \(name)" + (operands.isEmpty ? "" : " " + operands)
        let indent = String(repeating: " ", count: "USAGE: legible \(name) ".count)
        var lines = [head]
        for option in options {
            let item = usageItem(option.spec)
            if lines[lines.count - 1].count + 1 + item.count > width {
                lines.append(indent + item)
            } else {
                lines[lines.count - 1] += " " + item
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `--format text|json` when the choices are few, `--format FORMAT` otherwise; the short name when there is one
    /// (`-o FILE`); brackets unless required, `…` when repeatable.
    static func usageItem(_ spec: OptionSpec) -> String {
        var item = spec.short.map { "-\($0)" } ?? spec.name
        if let valueName = spec.valueName {
            let choices = spec.choices.map { $0.joined(separator: "|") }
            item += " " + (choices.flatMap { $0.count <= 40 ? $0 : nil } ?? valueName)
        }
        if !spec.required { item = "[\(item)]" }
        return spec.repeatable ? item + "…" : item
    }

    /// `OPTIONS:` then one entry per option: its label, then its help lines under one column, then what the
    /// declaration says about it (required, default, repeatable).
    static func optionsSection(_ options: [any OptionDeclaration]) -> String {
        let entries =
            options.map { (label: label($0.spec), lines: helpLines($0.spec)) } + [
                (label: helpLine.label, lines: [helpLine.text])
            ]
        let column = 2 + (entries.map(\.label.count).max() ?? 0) + 2
        var text = "OPTIONS:\n"
        for entry in entries {
            for (i, line) in entry.lines.enumerated() {
                let lead = i == 0 ? "  " + entry.label : ""
                text += lead + String(repeating: " ", count: column - lead.count) + line + "\n"
            }
        }
        return text
    }

    /// `-o, --output FILE`, `--strict`.
    static func label(_ spec: OptionSpec) -> String {
        (spec.short.map { "-\($0), " } ?? "") + spec.name + (spec.valueName.map { " " + $0 } ?? "")
    }

    /// The help text's lines, with "Required.", "Default: X." and "Repeatable." added from the declaration (on the
    /// last line when they fit).
    static func helpLines(_ spec: OptionSpec) -> [String] {
        var lines = spec.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var notes: [String] = []
        if spec.required { notes.append("Required.") }
        if let shown = spec.defaultText { notes.append("Default: \(shown).") }
        if spec.repeatable { notes.append("Repeatable.") }
        for note in notes {
            if lines[lines.count - 1].count + 1 + note.count <= width - 30 {
                lines[lines.count - 1] += " " + note
            } else {
                lines.append(note)
            }
        }
        return lines
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var s = Substring(self)
        while s.last == "\n" { s = s.dropLast() }
        return String(s)
    }
}
