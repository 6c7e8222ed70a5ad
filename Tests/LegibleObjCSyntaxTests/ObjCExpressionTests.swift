import Testing
@testable import LegibleObjCSyntax

@Suite struct ObjCExpressionTests {
    func body(_ source: String) -> [ObjCStatement] {
        let file = ObjCParser.parse("@implementation T\n- (void)f {\n" + source + "\n}\n@end\n")
        return file.classes.first?.methods.first?.body ?? []
    }

    @Test func messageSendsNestedMultiLineAndGetterForm() {
        let e = ObjCParser.expression("[self.nameLabel\n    setTextColor:[UIColor colorNamed:@\"Ink\"]]")
        guard case .message(let receiver, let selector, let arguments) = e.kind else {
            Issue.record("not a message: \(e)")
            return
        }
        #expect(selector == "setTextColor:")
        #expect(receiver.written == "self.nameLabel")
        #expect(arguments.map(\.written) == [#"[UIColor colorNamed:@"Ink"]"#])
        #expect(
            ObjCParser.expression("[[self nameLabel] setTextColor:nil]").written
                == "[[self nameLabel] setTextColor:nil]")
        #expect(
            ObjCParser.expression("[UIColor colorWithRed:0.1 green:.2 blue:0.3f alpha:1]").written
                == "[UIColor colorWithRed:0.1 green:.2 blue:0.3f alpha:1]")
        #expect(
            ObjCParser.expression("[NSString stringWithFormat:@\"%d\", 1, 2]").written
                == #"[NSString stringWithFormat:@"%d", 1, 2]"#)
        #expect(ObjCParser.expression("[super awakeFromNib]").written == "[super awakeFromNib]")
    }

    @Test func castsTernariesAndOperators() {
        #expect(
            ObjCParser.expression("(UILabel *)[self viewWithTag:1]").kind
                == .cast(type: "UILabel *", ObjCParser.expression("[self viewWithTag:1]")))
        #expect(ObjCParser.expression("(a * b)").written == "a * b")
        #expect(ObjCParser.expression("(CGFloat)width / 2.0").written == "(CGFloat)width / 2.0")
        #expect(
            ObjCParser.expression("dark ? [UIColor whiteColor] : UIColor.blackColor").written
                == "dark ? [UIColor whiteColor] : UIColor.blackColor")
        #expect(ObjCParser.expression("a ?: b").written == "a ?: b")
        #expect(ObjCParser.expression("a + b * c == d && !e").written == "a + b * c == d && !e")
        guard case .binary("==", let left, _) = ObjCParser.expression("a + b * c == d").kind,
            case .binary("+", _, let product) = left.kind, case .binary("*", _, _) = product.kind
        else {
            Issue.record("precedence")
            return
        }
        #expect(ObjCParser.expression("x->y.z").written == "x->y.z")
    }

    @Test func literalsAndBlocks() {
        #expect(ObjCParser.expression(#"@[@"a", @1, @YES]"#).written == #"@[@"a", @1, @YES]"#)
        #expect(ObjCParser.expression(#"@{@"k": @(1 + 2)}"#).written == #"@{@"k": @(1 + 2)}"#)
        #expect(ObjCParser.expression("@selector(reload:)").kind == .atDirective("selector", "reload:"))
        let block = ObjCParser.expression("^(BOOL finished, NSError *error) { self.alpha = 1; }")
        guard case .block(let parameters, let body) = block.kind else {
            Issue.record("not a block")
            return
        }
        #expect(parameters.map(\.name) == ["finished", "error"])
        #expect(body.count == 1)
    }

    @Test func statementsLocalsAndControlFlow() {
        let statements = body(
            """
            __weak typeof(self) weakSelf = self;
            UILabel *label = (UILabel *)[self viewWithTag:3], *other = nil;
            NSArray<UIView *> *views = self.subviews;
            CGRect frame = CGRectZero;
            self.titleLabel.textColor = ThemeService.shared.textColor;
            _detailLabel.backgroundColor = [UIColor clearColor];
            if (dark) { label.textColor = UIColor.whiteColor; } else label.textColor = nil;
            switch (self.style) {
            case StyleDark:
                x = 1;
                break;
            default: {
                y();
            }
            }
            for (UIView *v in views) { v.hidden = YES; }
            for (NSInteger i = 0; i < 3; i++) {}
            while (x) x--;
            do { y(); } while (0);
            @autoreleasepool { z(); }
            dispatch_async(dispatch_get_main_queue(), ^{
                weakSelf.titleLabel.textColor = nil;
            });
            return;
            """)
        #expect(statements.count == 15)
        guard case .declaration(let weak) = statements[0].kind else { return }
        #expect(weak.type == "typeof(self)")
        #expect(weak.qualifiers == ["__weak"])
        #expect(weak.name == "weakSelf")
        guard case .compound(let two) = statements[1].kind, case .declaration(let label) = two[0].kind,
            case .declaration(let other) = two[1].kind
        else { return }
        #expect(label.className == "UILabel")
        #expect(label.value?.written == "(UILabel *)[self viewWithTag:3]")
        #expect(other.name == "other")
        #expect(other.className == "UILabel")
        guard case .declaration(let views) = statements[2].kind, case .declaration(let frame) = statements[3].kind
        else { return }
        #expect(views.className == "NSArray")
        #expect(frame.type == "CGRect")
        #expect(frame.className == nil)
        guard case .expression(let assignment) = statements[4].kind,
            case .assignment("=", let target, let value) = assignment.kind
        else { return }
        #expect(target.written == "self.titleLabel.textColor")
        #expect(value.written == "ThemeService.shared.textColor")
        #expect(statements[4].line == 7)
        guard case .ifElse(_, let then, let otherwise) = statements[6].kind else { return }
        #expect(then.count == 1)
        #expect(otherwise?.count == 1)
        guard case .switchCases(_, let cases) = statements[7].kind else { return }
        #expect(cases.map(\.labels.count) == [1, 0])
        #expect(cases[0].body.count == 2)
        guard case .loop(let header, _) = statements[8].kind, case .declaration(let element) = header[0].kind else {
            return
        }
        #expect(element.name == "v")
        #expect(element.className == "UIView")
        #expect(statements.last?.kind == .returnValue(nil))
    }

    /// A macro joined to a string literal (`API_URL"/repos/%@"`) is a string whose value the macro decides: read as
    /// one unknown argument, not as syntax the parser does not know.
    @Test func aMacroJoinedToAStringLiteral() {
        let file = ObjCParser.parse(
            "@implementation A\n- (void)f {\n    NSString *url = [NSString stringWithFormat:API_URL\"/repos/%@\", x];\n"
                + "    self.label.textColor = UIColor.redColor;\n}\n@end\n")
        #expect(file.unknownLines.isEmpty, "\(file.unknownLines)")
        let e = ObjCParser.expression("[NSString stringWithFormat:API_URL \"/a\" @\"/b\", x]")
        guard case .message(_, let selector, let arguments) = e.kind else {
            Issue.record("not a message: \(e)")
            return
        }
        #expect(selector == "stringWithFormat:")
        #expect(arguments.map(\.kind) == [.unknown, .identifier("x")])
    }

    /// Deep nesting is an unknown node, not a stack overflow; the method after it is still read.
    @Test(arguments: ["[", "(", "{", "^{ ", "!", "@[", "a ? ", "(UIView *)"])
    func tenThousandNestedOpenersDoNotCrash(opener: String) {
        let closer: [String: String] = ["[": " y]", "(": ")", "{": "}", "^{ ": "}", "@[": "]"]
        let n = 10_000
        let nested = String(repeating: opener, count: n) + "x" + String(repeating: closer[opener] ?? "", count: n)
        let file = ObjCParser.parse(
            "@implementation A\n- (void)f {\n    value = " + nested + ";\n}\n- (void)g { [self h]; }\n@end\n")
        #expect(file.classes.first?.methods.map(\.selector) == ["f", "g"])
        #expect(file.unknownLines.contains(3))
    }
}
