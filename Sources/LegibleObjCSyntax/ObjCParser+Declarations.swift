/// Declarations: preprocessor lines, `@interface` / `@implementation` / `@protocol` blocks (Clang's Objective-C
/// grammar), C functions and file-level variables.
extension ObjCParser {
    mutating func parseFile(into file: inout ObjCFile) {
        while let t = current {
            let before = index
            parseTopLevel(t, into: &file)
            if index == before { index += 1 }
        }
    }

    mutating func parseTopLevel(_ t: ObjCToken, into file: inout ObjCFile) {
        switch t.kind {
        case .directive:
            index += 1
            readDirective(t, into: &file)
        case .atKeyword:
            switch t.text {
            case "interface", "implementation":
                file.classes.append(parseClass(t.text == "interface" ? .interface : .implementation, into: &file))
            case "protocol":
                // `@protocol A;` / `@protocol A, B;` is a forward declaration.
                if at(";", 2) || at(",", 2) {
                    skipStatement(recording: false)
                } else {
                    file.classes.append(parseClass(.protocol, into: &file))
                }
            case "import":
                index += 1
                if let module = current, module.kind == .identifier { file.imports.append(module.text) }
                skipStatement(recording: false)
            case "end":
                index += 1
            default:
                skipStatement(recording: false)
            }
        case .symbol where t.is(";") || t.is("}"):
            index += 1
        default:
            parseCDeclaration(into: &file)
        }
    }

    /// `#import <UIKit/UIKit.h>` → an import; `#define NAME value` → a define; other lines are dropped.
    mutating func readDirective(_ t: ObjCToken, into file: inout ObjCFile) {
        var rest = Substring(t.text.dropFirst()).drop(while: { $0 == " " || $0 == "\t" })
        let word = rest.prefix(while: { $0.isLetter })
        rest = rest.dropFirst(word.count).drop(while: { $0 == " " || $0 == "\t" })
        switch word {
        case "import", "include":
            let target = rest.drop(while: { $0 == "<" || $0 == "\"" }).prefix(while: { $0 != ">" && $0 != "\"" })
            if !target.isEmpty { file.imports.append(String(target)) }
        case "define":
            let name = rest.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !name.isEmpty else { return }
            var body = rest.dropFirst(name.count)
            var parameters: [String]?
            if body.first == "(" {
                let close = body.firstIndex(of: ")") ?? body.endIndex
                parameters = body.dropFirst().prefix(upTo: close).split(separator: ",").map {
                    String($0.filter { !$0.isWhitespace })
                }
                body = close < body.endIndex ? body[body.index(after: close)...] : ""
            }
            let text = String(body.drop(while: { $0 == " " || $0 == "\t" })).trimmingTrailingSpaces()
            guard !text.isEmpty else { return }
            file.defines.append(
                ObjCDefine(
                    name: String(name), parameters: parameters, value: ObjCParser.expression(text, line: t.line),
                    text: text, line: t.line))
        default:
            break
        }
    }

    /// `@interface Name : Super <P> { ivars } … @end`, `@interface Name (Category)`, `@implementation Name`,
    /// `@protocol Name <P>`, at the at-keyword.
    mutating func parseClass(_ kind: ObjCClass.Kind, into file: inout ObjCFile) -> ObjCClass {
        let start = line
        index += 1
        var declaration = ObjCClass(kind: kind, name: "", line: start)
        if let name = current, name.kind == .identifier {
            declaration.name = name.text
            index += 1
        }
        // Lightweight generics on the class: `@interface Box<ObjectType> : NSObject`.
        if kind == .interface, at("<"), !at(":", 1) {
            var level = 0
            while let t = current, !t.is("{") {
                if t.is("<") { level += 1 }
                if t.is(">") { level -= 1 }
                if t.is(">>") { level -= 2 }
                index += 1
                if level <= 0 { break }
            }
        }
        if accept("(") {
            var category = ""
            while let t = current, !t.is(")") {
                category += t.text
                index += 1
            }
            _ = accept(")")
            declaration.category = category
        }
        if accept(":"), let superclass = current, superclass.kind == .identifier {
            declaration.superclass = superclass.text
            index += 1
        }
        if at("<") {
            index += 1
            while let t = current, !t.is(">") {
                if t.kind == .identifier { declaration.protocols.append(t.text) }
                index += 1
            }
            _ = accept(">")
        }
        if at("{") { declaration.ivars = parseIvars() }
        while let t = current {
            if t.kind == .atKeyword, t.text == "end" {
                index += 1
                break
            }
            // A missing `@end`: the next class starts.
            if t.kind == .atKeyword, ["interface", "implementation"].contains(t.text) { break }
            let before = index
            switch t.kind {
            case .atKeyword:
                switch t.text {
                case "property": declaration.properties.append(parseProperty())
                case "optional", "required", "public", "private", "protected", "package": index += 1
                default: skipStatement(recording: false)
                }
            case .symbol where t.is("-") || t.is("+"):
                declaration.methods.append(parseMethod())
            case .directive:
                index += 1
                readDirective(t, into: &file)
            case .symbol where t.is(";") || t.is("}"):
                index += 1
            default:
                parseCDeclaration(into: &file)
            }
            if index == before { index += 1 }
        }
        return declaration
    }

    /// `{ Type *name; @private … }` after a class header.
    mutating func parseIvars() -> [ObjCVariable] {
        index += 1
        var ivars: [ObjCVariable] = []
        while let t = current, !t.is("}") {
            let before = index
            if t.kind == .atKeyword || t.kind == .directive {
                index += 1
            } else if t.is(";") {
                index += 1
            } else {
                ivars += parseDeclaration().filter { !$0.name.isEmpty }
            }
            if index == before { index += 1 }
        }
        _ = accept("}")
        return ivars
    }

    /// `@property (nonatomic, weak) IBOutlet UILabel *titleLabel;`, at `@property`.
    mutating func parseProperty() -> ObjCProperty {
        let start = line
        index += 1
        var attributes: [String] = []
        if at("(") {
            let open = index
            skipBalanced()
            var attribute = ""
            for t in tokens[(open + 1)..<max(open + 1, index - 1)] {
                if t.is(",") {
                    attributes.append(attribute)
                    attribute = ""
                } else {
                    attribute += t.text
                }
            }
            if !attribute.isEmpty { attributes.append(attribute) }
        }
        var isOutlet = false
        while let t = current, t.kind == .identifier,
            ["IBOutlet", "IBOutletCollection", "IBInspectable"].contains(t.text)
        {
            isOutlet = isOutlet || t.text != "IBInspectable"
            index += 1
            if at("(") { skipBalanced() }
        }
        let variable = parseDeclaratorType()
        // Trailing attributes (`NS_AVAILABLE_IOS(8_0)`, `API_DEPRECATED(…)`) up to the `;`.
        while let t = current, !t.is(";"), !(t.kind == .atKeyword) {
            if at("(") { skipBalanced() } else { index += 1 }
        }
        _ = accept(";")
        return ObjCProperty(
            attributes: attributes, type: variable.type, name: variable.name, isOutlet: isOutlet, line: start)
    }

    /// `- (Type)part:(T)a part:(T)b { … }` or its declaration ending in `;`, at `-` / `+`.
    mutating func parseMethod() -> ObjCMethod {
        let start = line
        let isClassMethod = current?.is("+") == true
        index += 1
        var returnType = "id"
        if at("(") {
            let open = index
            skipBalanced()
            returnType = Self.text(of: tokens[(open + 1)..<max(open + 1, index - 1)])
        }
        var selector = ""
        var parameters: [ObjCParameter] = []
        if let t = current, t.kind == .identifier, !at(":", 1) {
            selector = t.text
            index += 1
        } else {
            while let t = current, (t.kind == .identifier && at(":", 1)) || t.is(":") {
                if t.kind == .identifier { index += 1 }
                index += 1
                selector += (t.kind == .identifier ? t.text : "") + ":"
                var type = "id"
                if at("(") {
                    let open = index
                    skipBalanced()
                    type = Self.text(of: tokens[(open + 1)..<max(open + 1, index - 1)])
                }
                while let q = current, q.kind == .identifier, ["__unused", "__attribute__"].contains(q.text) {
                    index += 1
                    if at("(") { skipBalanced() }
                }
                if let name = current, name.kind == .identifier {
                    parameters.append(ObjCParameter(type: type, name: name.text))
                    index += 1
                }
            }
            // Variadic: `, ...`.
            while accept(",") { _ = accept("...") }
        }
        // Attributes (`NS_REQUIRES_SUPER`, `__attribute__((…))`, `API_AVAILABLE(…)`) before the body or `;`.
        while let t = current, !t.is("{"), !t.is(";"), !t.is("-"), !t.is("+"), t.kind != .atKeyword {
            if at("(") { skipBalanced() } else { index += 1 }
        }
        var body: [ObjCStatement]?
        if at("{") {
            body = parseCompoundBody()
        } else {
            _ = accept(";")
        }
        if selector.isEmpty { unknownLines.append(start) }
        return ObjCMethod(
            isClassMethod: isClassMethod, returnType: returnType, selector: selector, parameters: parameters,
            body: body, line: start)
    }

    /// A C declaration at file level: a function definition or prototype, a variable or constant with its
    /// initializer, or a `typedef` / `struct` / `enum` (skipped).
    mutating func parseCDeclaration(into file: inout ObjCFile) {
        let start = line
        let begin = index
        var level = 0
        // Tokens to the `;`, `{` or `=` at this level.
        while let t = current {
            if t.kind == .atKeyword || t.kind == .directive { break }
            if t.kind == .symbol {
                if level == 0, t.text == ";" || t.text == "{" || t.text == "=" { break }
                if t.text == "(" || t.text == "[" { level += 1 }
                if t.text == ")" || t.text == "]" { level -= 1 }
                if t.text == "}" && level == 0 { break }
            }
            index += 1
        }
        let head = tokens[begin..<index]
        guard let first = head.first else {
            if at("{") { skipBalanced() } else { index += 1 }
            return
        }
        if ["typedef", "struct", "enum", "union", "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM"]
            .contains(first.text) || head.contains(where: { $0.is("NS_ENUM") || $0.is("NS_OPTIONS") })
        {
            if at("{") { skipBalanced() }
            skipStatement(recording: false)
            return
        }
        if at("=") {
            var sub = ObjCParser(tokens: Array(head))
            var variable = sub.parseDeclaratorType()
            index += 1
            variable.value = at("{") ? parseInitializerList() : parseExpression()
            variable.line = start
            if !variable.name.isEmpty { file.variables.append(variable) }
            if !accept(";") { skipStatement() }
            return
        }
        // `Type name(params)` → a function, named by the word before its first parenthesized group.
        if let open = head.firstIndex(where: { $0.is("(") }), open > head.startIndex,
            tokens[open - 1].kind == .identifier, !["__attribute__", "typeof"].contains(tokens[open - 1].text)
        {
            var close = open
            var depth = 0
            for i in open..<head.endIndex {
                if tokens[i].is("(") { depth += 1 }
                if tokens[i].is(")") {
                    depth -= 1
                    if depth == 0 {
                        close = i
                        break
                    }
                }
            }
            let parameters = Self.parameters(tokens[(open + 1)..<max(open + 1, close)])
            var qualifiersAndType = Array(tokens[head.startIndex..<(open - 1)])
            qualifiersAndType.removeAll { ["static", "inline", "extern", "__unused"].contains($0.text) }
            var function = ObjCFunction(
                returnType: Self.text(of: qualifiersAndType[...]), name: tokens[open - 1].text,
                parameters: parameters, body: nil, line: start)
            if at("{") { function.body = parseCompoundBody() } else { _ = accept(";") }
            file.functions.append(function)
            return
        }
        if at("{") {
            unknownLines.append(start)
            skipBalanced()
            return
        }
        // `static UIColor *gBrand;`, `extern NSString *const kKey;`.
        var sub = ObjCParser(tokens: Array(head))
        let variable = sub.parseDeclaratorType()
        if !variable.name.isEmpty {
            var v = variable
            v.line = start
            file.variables.append(v)
        }
        _ = accept(";")
    }
}
