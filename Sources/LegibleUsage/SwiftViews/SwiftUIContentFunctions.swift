import LegibleSwiftSyntax

/// The app's functions that take view content in a closure and place it (`@ViewBuilder func panel<Content: View>(
/// @ViewBuilder _ content: () -> Content) -> some View { content().padding().background(Color.teal) }`): a view written
/// in `panel { … }` sits where the body calls `content()`, on what the body draws there, as content passed to an app's
/// container view type does (`SwiftUIContainerViews`). A function is followed when its name is declared once in the
/// files read, with a closure parameter returning a generic type constrained to `View` (or marked `@ViewBuilder`).
struct SwiftUIContentFunctions {
    struct Function {
        var file: Int
        /// Where its body calls the content closure (`content()`), token indices, at most four.
        var uses: [Int]
    }

    /// Function name → its declarations with content uses.
    private(set) var byName: [String: [Function]] = [:]

    init(files: [SwiftViewFile]) {
        for (f, file) in files.enumerated() {
            let tokens = file.tokens
            for k in tokens.indices
            where tokens[k].text == "func" && tokens[k].kind == .identifier && k + 2 < tokens.count
                && tokens[k + 1].kind == .identifier && !file.isCompiledOut(k)
            {
                guard let (parameter, body) = Self.contentParameter(afterName: k + 1, in: file) else { continue }
                let uses = Self.calls(of: parameter, in: body, file: file)
                guard !uses.isEmpty else { continue }
                byName[tokens[k + 1].text, default: []].append(Function(file: f, uses: uses))
            }
        }
    }

    /// The one function of this name, if it is declared once.
    func function(named name: String) -> Function? {
        guard let all = byName[name], all.count == 1 else { return nil }
        return all.first
    }

    /// The content closure parameter's name and the body `{` of the function whose name is at `name`.
    static func contentParameter(afterName name: Int, in file: SwiftViewFile) -> (String, Int)? {
        let tokens = file.tokens
        var k = name + 1
        var viewTypes: Set<String> = []
        if tokens[k].text == "<" {
            // `<Content: View>`
            while k < tokens.count, tokens[k].text != ">" {
                if tokens[k].kind == .identifier, k + 2 < tokens.count, tokens[k + 1].text == ":",
                    tokens[k + 2].text == "View"
                {
                    viewTypes.insert(tokens[k].text)
                }
                k += 1
            }
            k += 1
        }
        guard k < tokens.count, file.nesting.isPunctuation(k, "("), let close = file.nesting.partner[k] else {
            return nil
        }
        guard
            let body = ((close + 1)..<min(tokens.count, close + 40)).first(where: {
                file.nesting.isPunctuation($0, "{")
            })
        else { return nil }
        // `where Content: View`
        for i in (close + 1)..<body where tokens[i].kind == .identifier && i + 2 < body && tokens[i + 1].text == ":" {
            if tokens[i + 2].text == "View" { viewTypes.insert(tokens[i].text) }
        }
        // A parameter `[@ViewBuilder] [label] name: () -> T` with T a view type, or marked @ViewBuilder.
        var parameter: String?
        for i in (k + 1)..<close
        where file.nesting.enclosing[i] == k && tokens[i].kind == .identifier && file.nesting.isPunctuation(i + 1, ":")
        {
            guard file.nesting.isPunctuation(i + 2, "("), let closeType = file.nesting.partner[i + 2],
                closeType + 2 < close, tokens[closeType + 1].text == "->"
            else { continue }
            let returned = tokens[closeType + 2].text
            let marked = (max(k + 1, i - 3)..<i).contains { tokens[$0].text == "ViewBuilder" }
            if viewTypes.contains(returned) || marked { parameter = tokens[i].text }
        }
        return parameter.map { ($0, body) }
    }

    /// The calls `name()` in the body at `open`: the name tokens, at most four.
    static func calls(of name: String, in open: Int, file: SwiftViewFile) -> [Int] {
        guard let close = file.nesting.partner[open] else { return [] }
        var uses: [Int] = []
        for i in (open + 1)..<close
        where file.tokens[i].text == name && file.nesting.isPunctuation(i + 1, "(")
            && file.nesting.isPunctuation(i + 2, ")") && !file.nesting.isPunctuation(i - 1, ".")
        {
            uses.append(i)
            if uses.count == 4 { break }
        }
        return uses
    }
}
