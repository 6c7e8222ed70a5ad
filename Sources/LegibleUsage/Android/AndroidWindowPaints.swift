import Foundation
import LegibleJVMSyntax
import LegiblePalette

/// The window behind an activity's layouts painted in code in a way Legible does not follow, read on the syntax tree
/// (the source line is only quoted):
/// `getWindow().getDecorView().setBackgroundColor(Color.BLACK)`, `window.setBackgroundDrawable(…)`,
/// `rootView.setBackgroundColor(…)`, `window.decorView.background = …` — under a condition (a "pure black" option
/// read from a preference), in a helper a class calls, or to a value that is not one color resource. The window
/// background a pair is checked over is then not proven: those pairs need review naming the code. The classes it
/// reaches are the class making the call, those calling the function it is in, and every class inheriting one of them
/// (`AndroidCodeThemes.classesReached`). A paint of one color resource (`R.attr.paper`) in an activity's own
/// `onCreate`, read as the window background (`AndroidCodeScan.windowBackground`), and a transparent or removed one
/// (`Color.TRANSPARENT`, `null`: a dialog's window, or an opaque layout's) are not listed.
struct AndroidWindowPaints {
    struct Paint {
        /// The call as written, shortened (`window.decorView.setBackgroundColor(Color.BLACK)`).
        let written: String
        let location: SourceLocation
        /// Why it is not followed: "on a condition", "in a helper function", "to a value Legible cannot read".
        let why: String
        let classes: Set<String>
    }

    static let paintCalls: Set<String> = [
        "setBackgroundColor", "setBackgroundDrawable", "setBackgroundResource", "setBackground",
        "setBackgroundDrawableResource",
    ]

    private(set) var paints: [Paint] = []

    /// `callerClasses`: function name → the classes whose code calls it (`AndroidCodeThemes.callerClasses`).
    init(files: [JVMSourceFile], index: JVMSymbolIndex, callerClasses: [String: Set<String>]) {
        for file in files {
            let source = JVMSourceLines(file.text)
            AndroidCodeThemes.forEachBody(of: file.syntax, index: index) { statements, scope, function in
                let branchLines = JVMTreeWalk.branchLines(statements)
                var found: [(receiver: JVMExpression, value: JVMExpression, line: Int)] = []
                JVMTreeWalk.statements(statements) { s in
                    if case .assignment(let target, "=", let value) = s.kind,
                        case .member(let base, "background", _) = target.kind
                    {
                        found.append((base, value, s.line))
                    }
                } expression: { e in
                    guard case .call(let callee, let arguments) = e.kind, let (name, receiver) = callee.calledName,
                        Self.paintCalls.contains(name), let receiver, let value = arguments.first?.value
                    else { return }
                    found.append((receiver, value, e.line))
                }
                for (receiver, value, line) in found where Self.isWindow(receiver) {
                    let text = source.text(ofLine: line)
                    if case .literal(_, .null) = value.kind { continue }
                    if JVMTreeWalk.names(in: value).contains("TRANSPARENT") { continue }
                    let readable =
                        AndroidCodeColor.raw(value) != nil && value.resourceReference != nil
                        || Self.resourceInCall(value)
                    let why: String
                    if branchLines.contains(line) {
                        why = "on a condition"
                    } else if function?.modifiers.contains("override") != true {
                        why = "in \(function.map { "the function \($0.name)" } ?? "code") that other code calls"
                    } else if !readable {
                        why = "to a value Legible does not read as the window's"
                    } else {
                        continue
                    }
                    let call = (function: function?.name, isOverride: function?.modifiers.contains("override") == true)
                    let classes = AndroidCodeThemes.classesReached(
                        by: (value, scope, call.function, call.isOverride), callerClasses: callerClasses, index: index)
                    paints.append(
                        Paint(
                            written: String(text.trimmingCharacters(in: .whitespaces).prefix(80)),
                            location: SourceLocation(path: file.path, line: line), why: why, classes: classes))
                }
            }
        }
    }

    /// `ContextCompat.getColor(this, R.color.x)`, `R.attr.x` through a helper: one resource named in the value.
    static func resourceInCall(_ value: JVMExpression) -> Bool {
        if let reference = value.resourceReference { return ["color", "attr", "drawable"].contains(reference.kind) }
        guard case .call(_, let arguments) = value.kind else { return false }
        let references = arguments.compactMap(\.value.resourceReference)
        return references.count == 1 && ["color", "attr", "drawable"].contains(references[0].kind)
    }

    /// Whether `receiver` is the activity's window, its decor view or its root view: `window`, `getWindow()`,
    /// `window.decorView`, `getWindow().getDecorView()`, `window.decorView.rootView`, `rootView`.
    static func isWindow(_ receiver: JVMExpression) -> Bool {
        let names = chain(receiver)
        guard let last = names.last else { return false }
        return (last == "window" && names.count <= 2) || last == "decorView" || last == "rootView"
    }

    /// The names of a receiver chain, a getter call read as its property: `getWindow().getDecorView()` →
    /// `window`, `decorView`; `this.window` → `this`, `window`.
    static func chain(_ e: JVMExpression) -> [String] {
        switch e.kind {
        case .name(let name): return [name]
        case .member(let base, let name, _): return chain(base) + [name]
        case .call(let callee, let arguments) where arguments.isEmpty:
            let names = chain(callee)
            guard let last = names.last, last.hasPrefix("get"), last.count > 3 else { return [] }
            let property = last.dropFirst(3)
            return names.dropLast() + [property.prefix(1).lowercased() + property.dropFirst()]
        default: return []
        }
    }

    /// Each layout (file name without `.xml`) a class reached by a paint inflates: the review for its pairs over the
    /// window.
    func reviews(inflaters: [String: Set<String>]) -> [String: ReviewReason] {
        var reviews: [String: ReviewReason] = [:]
        for paint in paints {
            for (layout, classes) in inflaters where reviews[layout] == nil && !classes.isDisjoint(with: paint.classes)
            {
                reviews[layout] = ReviewReason(
                    .themeInCode,
                    "the window behind the layout is painted in code at \(paint.location.fileAndLine) (`\(paint.written)`) "
                        + "\(paint.why): the background under the text is not proven; \(layout).xml is shown by "
                        + classes.intersection(paint.classes).sorted().joined(separator: ", "))
            }
        }
        return reviews
    }
}
