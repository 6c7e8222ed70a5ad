import Testing
@testable import LegibleSwiftSyntax

@Suite struct SwiftParserTests {
    func expression(_ source: String) -> SwiftExpression {
        let tokens = SwiftLexer.tokenize(source).tokens
        var parser = SwiftExpressionParser(tokens: tokens, range: 0..<tokens.count)
        return parser.parseExpression()
    }

    /// `written` prints an expression back as Swift source (what view readers show for an inline color), with the
    /// parentheses the tree needs and nothing the parser did not read.
    @Test(arguments: [
        ("Color(.label)", "Color(.label)"),
        ("Color.gray.opacity( 0.5 )", "Color.gray.opacity(0.5)"),
        ("UIColor(red:0x1F/255,green:0.5,blue:1,alpha:1)", "UIColor(red: 0x1F / 255, green: 0.5, blue: 1, alpha: 1)"),
        ("-0.5 + 0.7 * (1 - 0.5)", "-0.5 + 0.7 * (1 - 0.5)"),
        ("(a ? b : c).d(x: [1, 2], \"q\\\"\")!", "(a ? b : c).d(x: [1, 2], \"q\\\"\")!"),
    ])
    func writtenBack(source: String, written: String) {
        #expect(expression(source).written == written)
    }

    /// A cast is a binary `as?`/`as!`/`as` whose right side names the type (it was dropped, the value kept alone).
    @Test func castsKeepTheirType() {
        guard
            case .member(
                .member(.postfix("?", .binary("as?", .name("cell", _), .name("StoryCell", _), _), _), "byline", _),
                "textColor", _) = expression("(cell as? StoryCell)?.byline.textColor")
        else {
            Issue.record("wrong tree: \(expression("(cell as? StoryCell)?.byline.textColor"))")
            return
        }
        #expect(
            expression("table.dequeue(withIdentifier: \"Row\") as! Feed.RowCell").written
                == "table.dequeue(withIdentifier: \"Row\") as! Feed.RowCell")
        #expect(expression("(a + b) as? T").written == "(a + b) as? T")
    }

    @Test func notWrittenWhenUnread() {
        #expect(expression("UIColor { _ in .red }").written == nil)
        #expect(expression("Color(x) { y }").written == nil)
        #expect(expression("\"a\\(b)\"").written == nil)
    }

    @Test func precedenceOfArithmetic() {
        guard
            case .binary("+", .binary("/", .number(158, _), .number(255, _), _), .unary("-", .number(1, _), _), _) =
                expression("158.0 / 255.0 + -1")
        else {
            Issue.record("wrong tree: \(expression("158.0 / 255.0 + -1"))")
            return
        }
    }

    @Test func callWithLabelsAndTrailingClosure() {
        guard
            case .call(let callee, let args, let trailing, _) = expression(
                "UIColor(name: \"x\", 0.5) { traits in return .red }")
        else {
            Issue.record("not a call")
            return
        }
        #expect(callee.dottedPath == "UIColor")
        #expect(args.map(\.label) == ["name", nil])
        #expect(trailing?.parameters == ["traits"])
        guard case .return(.implicitMember("red", _)?, _)? = trailing?.body.first else {
            Issue.record("closure body: \(String(describing: trailing?.body))")
            return
        }
    }

    /// The trailing closures after the first (`} content: { … }`, SE-0279) are labeled arguments of the call: what
    /// they hold is read, not skipped with the rest of the line.
    @Test func labeledTrailingClosuresAreArguments() {
        guard
            case .call(.name("ListRow", _), let args, let trailing?, _) = expression(
                "ListRow(insets: .zero) { Preview() } content: { RowContent(row: row) } action: { select() }")
        else {
            Issue.record("not a call with a trailing closure")
            return
        }
        #expect(args.map(\.label) == ["insets", "content", "action"])
        guard case .closure(let content) = args[1].value,
            case .expression(.call(.name("RowContent", _), _, _, _))? = content.body.first
        else {
            Issue.record("content: \(args)")
            return
        }
        #expect(trailing.body.count == 1)
        guard case .call(.name("Button", _), let labeled, _, _) = expression("Button { go() } label: { Text(\"Go\") }")
        else {
            Issue.record("not a call")
            return
        }
        #expect(labeled.map(\.label) == ["label"])
    }

    @Test func ternaryIsToldApartFromOptionalChaining() {
        guard
            case .ternary(_, .member(.postfix("?", .name("a", _), _), "b", _), .implicitMember("c", _), _) = expression(
                "isDark ? a?.b : .c")
        else {
            Issue.record("wrong tree: \(expression("isDark ? a?.b : .c"))")
            return
        }
    }

    @Test func memberOnTheNextLineContinuesTheExpression() {
        #expect(expression("Color.red\n    .opacity").dottedPath == "Color.red.opacity")
    }

    @Test func declarationsWithScopesKindsAndParameters() {
        let source = """
            extension UIColor {
                struct Palette {
                    static let blue = UIColor(white: 1, alpha: 1)
                    private var hidden: Int { 3 }
                }
                static func dynamic(light: UIColor, dark dk: UIColor) -> UIColor { light }
            }
            enum Theme { case light, dark }
            let top = 1
            """
        let (declarations, types) = SwiftDeclarationScanner.scan(SwiftLexer.tokenize(source).tokens)
        #expect(types.map(\.path) == [["UIColor"], ["UIColor", "Palette"], ["Theme"]])
        #expect(
            declarations.map(\.qualifiedName) == [
                "UIColor.Palette.blue", "UIColor.Palette.hidden", "UIColor.dynamic", "Theme.light", "Theme.dark", "top",
            ])
        #expect(
            declarations.map(\.kind) == [
                .storedProperty, .computedProperty, .function, .enumCase, .enumCase, .storedProperty,
            ])
        #expect(declarations[0].isStatic && !declarations[1].isStatic)
        #expect(declarations[1].type == "Int")
        #expect(
            declarations[2].parameters == [
                SwiftParameter(label: "light", name: "light", type: "UIColor"),
                SwiftParameter(label: "dark", name: "dk", type: "UIColor"),
            ])
        #expect(declarations[2].type == "UIColor")
        #expect(declarations[0].token.line == 3 && declarations[0].token.column == 20)
    }

    @Test func ifSwitchAndGuardStatements() {
        let source = """
            if #available(iOS 13, *) { return .label }
            switch traits.userInterfaceStyle {
            case .dark, .unspecified: return a
            default: return b
            }
            """
        let tokens = SwiftLexer.tokenize(source).tokens
        var parser = SwiftExpressionParser(tokens: tokens, range: 0..<tokens.count)
        let statements = parser.parseStatements()
        #expect(statements.count == 2)
        guard case .if(let conditions, let then, nil, _) = statements[0],
            case .switch(let subject, let cases, _) = statements[1]
        else {
            Issue.record("statements: \(statements)")
            return
        }
        #expect(
            conditions.first.flatMap { if case .call(let c, _, _, _) = $0 { c.dottedPath } else { nil } }
                == "#available")
        #expect(then.count == 1)
        #expect(subject.dottedPath == "traits.userInterfaceStyle")
        #expect(cases.map(\.patterns.count) == [2, 0])
    }

    @Test func assignmentStatements() {
        let source = """
            super.init()
            self.background = values.background
            tint = .red
            """
        let tokens = SwiftLexer.tokenize(source).tokens
        var parser = SwiftExpressionParser(tokens: tokens, range: 0..<tokens.count)
        let statements = parser.parseStatements()
        #expect(statements.count == 3)
        guard statements.count == 3, case .expression = statements[0],
            case .assignment(let target, let value, let eq) = statements[1],
            case .assignment(let tintTarget, .implicitMember("red", _), _) = statements[2]
        else {
            Issue.record("statements: \(statements)")
            return
        }
        #expect(target.dottedPath == "self.background")
        #expect(value.dottedPath == "values.background")
        #expect(eq.line == 2)
        #expect(tintTarget.dottedPath == "tint")
    }

    @Test func propertyObserversAreNotATrailingClosureOfTheInitialValue() {
        let source = """
            class InkLabel: UILabel {
                var style: InkStyle = .headline {
                    didSet { updateColor() }
                }
                static var current: Theme = {
                    Theme.load()
                }() {
                    didSet { notify() }
                }
                var tint = UIColor(white: 0.5, alpha: 1) { willSet { print(newValue) } }
            }
            """
        let (declarations, _) = SwiftDeclarationScanner.scan(SwiftLexer.tokenize(source).tokens)
        let values = Dictionary(uniqueKeysWithValues: declarations.map { ($0.name, $0.value) })
        // The case itself, not a call of it.
        guard case .implicitMember("headline", _)?? = values["style"] else {
            Issue.record("style: \(String(describing: values["style"]))")
            return
        }
        // An immediately called closure stays called; a call keeps its arguments.
        guard case .call(.closure, let arguments, nil, _)?? = values["current"], arguments.isEmpty else {
            Issue.record("current: \(String(describing: values["current"]))")
            return
        }
        guard case .call(.name("UIColor", _), let colorArguments, nil, _)?? = values["tint"] else {
            Issue.record("tint: \(String(describing: values["tint"]))")
            return
        }
        #expect(colorArguments.map(\.label) == ["white", "alpha"])
    }
}
