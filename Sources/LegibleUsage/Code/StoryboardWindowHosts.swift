import Foundation
import LegiblePalette
import LegibleSwiftSyntax

/// A macOS storyboard scene that Swift code shows as the content of a window controller whose window background that
/// controller's code sets: `windowController.contentViewController = tabs`, where `tabs` is the scene's controller or
/// an `NSTabViewController` / `NSSplitViewController` holding it (`addTabViewItem(NSTabViewItem(viewController: x))`,
/// `addSplitViewItem(NSSplitViewItem(viewController: x))`, `addChild(x)`), and the window controller's class sets
/// `window.backgroundColor = …` (in `loadWindow`, `windowDidLoad`, `init`). A view controller's view and a tab or
/// split view controller's views draw no background of their own (`NSViewController.view`, `NSTabViewController`,
/// Apple documentation), so a scene whose views draw none shows the window's background (`NSWindow.backgroundColor`),
/// not `windowBackgroundColor`. Scenes only: a xib's root view is placed by `NibRootHosts`.
enum StoryboardWindowHosts {
    /// A window controller whose content code sets, and where.
    struct Host: Hashable {
        var windowController: String
        var location: SourceLocation
        var setter: String
    }

    /// Calls that make a controller one of a tab or split view controller's items.
    static let itemMakers: Set<String> = ["NSTabViewItem", "NSSplitViewItem"]
    static let itemAdders: Set<String> = [
        "addTabViewItem", "insertTabViewItem", "addSplitViewItem", "insertSplitViewItem", "addChild", "insertChild",
    ]

    /// Scene controller class → the window controllers code shows it in.
    static func hosts(swift units: [(path: String, tokens: [SwiftToken])]) -> [String: Set<Host>] {
        var out: [String: Set<Host>] = [:]
        for unit in units {
            let tokens = unit.tokens
            var types: [String: String] = [:]
            var items: [String: String] = [:]
            var children: [String: [String]] = [:]
            var contents: [(holder: String?, owner: String?, value: String, line: Int)] = []
            var classes: [(name: String, depth: Int)] = []
            var depth = 0
            var pendingClass: String?
            func identifier(_ k: Int) -> String? {
                k >= 0 && k < tokens.count && tokens[k].kind == .identifier ? tokens[k].text : nil
            }
            func isText(_ k: Int, _ text: String) -> Bool { k >= 0 && k < tokens.count && tokens[k].text == text }
            /// The name at `k`, or after `self.`.
            func name(at k: Int) -> (name: String, next: Int)? {
                if isText(k, "self"), isText(k + 1, "."), let n = identifier(k + 2) { return (n, k + 3) }
                return identifier(k).map { ($0, k + 1) }
            }
            /// The controller named in `NSTabViewItem(viewController: x)` (the call's `(` at `open`).
            func viewControllerArgument(after open: Int) -> String? {
                var k = open + 1
                while k + 2 < tokens.count, tokens[k].text != ")" {
                    if tokens[k].kind == .identifier, tokens[k].text.hasSuffix("iewController"), isText(k + 1, ":") {
                        return name(at: k + 2)?.name
                    }
                    k += 1
                }
                return nil
            }
            for k in tokens.indices {
                let t = tokens[k]
                if t.text == "{" {
                    depth += 1
                    if let p = pendingClass {
                        classes.append((p, depth))
                        pendingClass = nil
                    }
                    continue
                }
                if t.text == "}" {
                    if classes.last?.depth == depth { classes.removeLast() }
                    depth -= 1
                    continue
                }
                guard t.kind == .identifier else { continue }
                if t.text == "class" || t.text == "extension", let n = identifier(k + 1), !isText(k + 1, "func"),
                    !isText(k + 1, "var")
                {
                    pendingClass = n
                    continue
                }
                // `let name: Type`, `let name = Type(…)`.
                if t.text == "let" || t.text == "var", let n = identifier(k + 1) {
                    if isText(k + 2, ":"), let type = identifier(k + 3) {
                        types[n] = type
                    } else if isText(k + 2, "="), let type = identifier(k + 3), type.first?.isUppercase == true,
                        isText(k + 4, "(")
                    {
                        types[n] = type
                        if itemMakers.contains(type), let z = viewControllerArgument(after: k + 4) { items[n] = z }
                    }
                    continue
                }
                // `name = Type(…)` in an initializer.
                if isText(k + 1, "="), !isText(k - 1, "."), let type = identifier(k + 2),
                    type.first?.isUppercase == true, isText(k + 3, "("), types[t.text] == nil
                {
                    types[t.text] = type
                }
                // `holder.addTabViewItem(item)`, `holder.addChild(x)`.
                if itemAdders.contains(t.text), isText(k + 1, "("), isText(k - 1, ".") {
                    let holder = identifier(k - 2) ?? "self"
                    if let argument = identifier(k + 2) {
                        if itemMakers.contains(argument), isText(k + 3, "("),
                            let z = viewControllerArgument(after: k + 3)
                        {
                            children[holder, default: []].append(z)
                        } else {
                            children[holder, default: []].append(items[argument] ?? argument)
                        }
                    }
                    continue
                }
                // `holder.contentViewController = value`, `contentViewController = value`.
                if t.text == "contentViewController", isText(k + 1, "="), !isText(k + 2, "="),
                    let value = name(at: k + 2)?.name
                {
                    var holder: String? = nil
                    if isText(k - 1, "."), let h = identifier(k - 2), h != "self" { holder = h }
                    if isText(k - 1, "?"), isText(k - 2, ")") { continue }
                    contents.append((holder, classes.last?.name, value, t.line))
                }
            }
            for content in contents {
                guard
                    let windowController = content.holder.map({ types[$0] ?? "" })
                        ?? content.owner,
                    !windowController.isEmpty
                else { continue }
                let host = Host(
                    windowController: windowController, location: SourceLocation(path: unit.path, line: content.line),
                    setter: content.owner ?? windowController)
                let shown = [content.value] + (children[content.value] ?? [])
                for name in shown {
                    guard let cls = types[name] ?? (name.first?.isUppercase == true ? name : nil) else { continue }
                    out[cls, default: []].insert(host)
                }
            }
        }
        return out
    }

    /// Recolors macOS storyboard pairs on the scene default whose scene code shows in a window controller that sets
    /// its window's background.
    static func apply(
        _ code: CodeColorAssignments, palette: Palette, swift: CodeSwiftColors?,
        units: [(path: String, tokens: [SwiftToken])], to scan: inout UsageScan
    ) {
        guard
            scan.pairs.contains(where: {
                $0.inAppKitDocument && $0.evidence.contains("scene default (windowBackgroundColor)")
            })
        else { return }
        let shownBy = Self.hosts(swift: units)
        guard !shownBy.isEmpty else { return }
        for index in scan.pairs.indices {
            let pair = scan.pairs[index]
            guard pair.inAppKitDocument, pair.review == nil, pair.site.location.path.hasSuffix(".storyboard"),
                pair.evidence.contains("scene default (windowBackgroundColor)"),
                let scene = pair.ancestors.last(where: {
                    $0.customClass != nil && ($0.tag ?? "").hasSuffix("Controller")
                })?
                .customClass,
                let shownIn = shownBy[scene]
            else { continue }
            // Window controllers whose code sets the window's background.
            let painted = shownIn.sorted { ($0.windowController, $0.location) < ($1.windowController, $1.location) }
                .compactMap { host -> (Host, [CodeColorAssignments.Assignment])? in
                    let set = code.assignments(
                        ofClass: host.windowController, property: "window", key: "backgroundColor")
                    return set.isEmpty ? nil : (host, set)
                }
            guard let (host, assignments) = painted.first else { continue }
            guard painted.count == shownIn.count else {
                scan.pairs[index].review = ReviewReason(
                    .hostUnknown,
                    "code shows \(scene) in windows of different backgrounds ("
                        + shownIn.map { CodeRecolor.place($0.location) }.sorted().joined(separator: ", ") + ")")
                continue
            }
            var out = pair
            CodeRecolor.recolor(
                &out, painted.flatMap(\.1),
                what: "\(host.setter) shows \(scene) as the content of a \(host.windowController)'s window "
                    + "(\(CodeRecolor.place(host.location))), whose code sets window.backgroundColor",
                inType: host.windowController, code: code, palette: palette, swift: swift
            ) { pair, color in
                if pair.over != nil { pair.over = color } else { pair.background = color }
            }
            _ = assignments
            scan.pairs[index] = out
        }
    }
}
