import Foundation
import LegibleJVMSyntax

/// Classes nothing creates, and the layouts only they inflate: never shown. Android code without reflection creates an
/// instance of an app class only where code names it (`X()`, `new X(…)`, `X::class`, `X.class`, a call on a Kotlin
/// `object`, a subclass's declaration, an import), or where the system does from XML: the manifest (activities,
/// services, receivers, the application), a layout (a view tag, `<fragment android:name>`, `class`), a menu
/// (`app:actionViewClass`), a navigation graph, an XML resource (a preference's `app:fragment`). A class that none of
/// these names is never created, so the dialog it would build (`object ErrorNotice { fun show(…) }`, a
/// `DialogFragment` nothing instantiates) is never on screen: its layout's text is "not shown", not a pair.
///
/// Read for Kotlin `object` declarations only (a singleton created when code first names it): a class or fragment the
/// code read does not create may still be created by code Legible does not follow (the other rules say "host
/// unknown" for those). An `object` counts when the index holds one declaration of it, at the top level of a file that declares nothing else
/// at its top level (no other type, function or property that could be called in its place), when no other app file
/// writes its name (as code, in a string, or in a comment: a name written anywhere may create it), and it is no view
/// class (a custom view is created from a layout tag, which `AndroidCodeScan.onlyInCustomViews` reads).
enum AndroidUncreatedClasses {
    /// Layout → the classes inflating it, for layouts every class inflating which no other code names.
    /// `words`: the words of each app file (tests left out), by path. `components`: the activity classes, which the
    /// system creates from the manifest (one the manifest does not declare is `AndroidUndeclaredActivities`'s).
    static func layouts(
        inflaters: [String: Set<String>], index: JVMSymbolIndex, words: [String: Set<String>],
        components: Set<String> = []
    ) -> [String: Set<String>] {
        var known: [String: Bool] = [:]
        func uncreated(_ name: String) -> Bool {
            if let found = known[name] { return found }
            let result = !components.contains(name) && isUncreated(name, index: index, words: words)
            known[name] = result
            return result
        }
        return inflaters.filter { !$0.value.isEmpty && $0.value.allSatisfy(uncreated) }
    }

    static func isUncreated(_ name: String, index: JVMSymbolIndex, words: [String: Set<String>]) -> Bool {
        guard let entries = index.types[name], entries.count == 1, let entry = entries.first, entry.outer.isEmpty,
            entry.type.kind == .object, !AndroidCodeHosts.isCustomView(name, index: index)
        else { return false }
        let own = entry.file
        guard own.types.count == 1, own.members.functions.isEmpty, own.members.properties.isEmpty,
            words[own.path] != nil
        else { return false }
        return !words.contains { path, written in path != own.path && written.contains(name) }
    }

    /// The simple class names XML files write: element names (`<com.app.StatsView>`) and attribute values
    /// (`android:name=".SettingsActivity"`, `app:fragment`, `app:actionViewClass`, `class`), the last part of each.
    static func classNames(in roots: [AndroidXMLElement]) -> Set<String> {
        var result = Set<String>()
        var stack = roots
        func add(_ value: String) {
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            guard let last = trimmed.split(separator: ".").last else { return }
            // `.Outer$Inner`: both classes are named.
            for part in last.split(separator: "$") { result.insert(String(part)) }
        }
        while let element = stack.popLast() {
            stack += element.children
            add(element.name)
            for value in element.attributes.values { add(value) }
        }
        return result
    }
}
