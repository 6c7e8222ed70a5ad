/// Which declared type a line of Swift belongs to, read line by line by counting braces: a type nested in a class
/// (`struct ViewModel { … }` inside a controller) ends at its closing brace, and the lines after it belong to the
/// class again. Braces in `//` comments and string literals are not counted (a line scan, not a parser: a brace in
/// a multi-line string or block comment can shift the count, which the next type declaration resets).
struct CodeTypeScopes {
    private var stack: [(name: String, depth: Int, opened: Bool)] = []
    private var depth = 0

    /// The innermost type open at this line.
    var current: String? { stack.last?.name }

    /// A type declared on the line about to be read (`class A`, `extension B`).
    mutating func declare(_ name: String) {
        stack.append((name, depth, false))
    }

    /// Counts the braces of a line once it is read, closing the types it ends.
    mutating func read(_ line: Substring) {
        var inString = false
        var previous: Character = " "
        for c in line {
            if inString {
                if c == "\"" && previous != "\\" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "/" && previous == "/" {
                break
            } else if c == "{" {
                depth += 1
            } else if c == "}" {
                depth -= 1
            }
            previous = c
        }
        if let last = stack.last, depth > last.depth { stack[stack.count - 1].opened = true }
        while let last = stack.last, last.opened, depth <= last.depth { stack.removeLast() }
        // A declaration whose body never opened on its line or the next few is a forward mention: drop it when a
        // brace closes below it.
        while let last = stack.last, !last.opened, depth < last.depth { stack.removeLast() }
    }
}
