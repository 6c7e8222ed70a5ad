import Foundation
import LegibleFiles

/// What a project's own build logic adds to the modules using it (Gradle, "Sharing build logic between subprojects":
/// `buildSrc` and included builds such as `build-logic`), read as build scripts (`AndroidGradleScript`): the project
/// dependencies it adds and whether it applies `com.android.application`.
///
/// - **Functions** `buildSrc` declares and a module's script calls: `setupApp()` in `mobile/build.gradle.kts`,
///   declared `fun Project.setupApp() { … dependencies.add("implementation", project(":core")) }` (Groovy `def` and
///   `void` too).
/// - **Precompiled script plugins**: `buildSrc/src/main/kotlin/relay.android.gradle.kts` (its `package` prefixed), a
///   module applying `id("relay.android")`.
/// - **Plugin classes** an included build registers (`gradlePlugin { plugins { register("app") { id =
///   "relay.android.application"; implementationClass = "AndroidAppConventionPlugin" } } }`): the file declaring the
///   class, for modules applying that id, directly or through the version catalog's alias
///   (`alias(libs.plugins.relay.android.application)`, `[plugins]` of `gradle/*.versions.toml`).
///
/// A unit of build logic used by another is followed too (a convention plugin applying another, a function calling
/// another), each once. What a unit does only under a condition is read as done: these lines are the shipped build's
/// in every project seen.
struct AndroidGradleBuildLogic {
    /// One piece of build logic and the names a script uses it by.
    struct Unit {
        var text: String
        /// The function name a script calls it by (`setupApp`), nil for a plugin.
        var function: String?
        /// The plugin ids it is applied by.
        var ids: Set<String> = []
    }

    private(set) var units: [Unit] = []
    /// Version catalog plugin accessor (`relay.android.application`, from the key `relay-android-application`) → id.
    private(set) var catalogPlugins: [String: String] = [:]

    /// The build logic of the project rooted at `root`: `buildSrc` and every build `settings.gradle(.kts)` includes.
    init(root: String) {
        var folders = [root + "/buildSrc"]
        for name in ["settings.gradle", "settings.gradle.kts"] {
            guard let text = Self.text(root + "/" + name) else { continue }
            for included in Self.includedBuilds(text) { folders.append(root + "/" + included) }
        }
        var files: [String] = []
        for folder in folders where FileManager.default.fileExists(atPath: folder) {
            Self.collect(folder, depth: 0, into: &files)
        }
        var registrations: [(id: String, className: String)] = []
        for file in files {
            guard let text = Self.text(file) else { continue }
            let name = (file as NSString).lastPathComponent
            if file.contains("/src/main/"), let plugin = Self.scriptPluginName(name) {
                let package = Self.packageName(text).map { $0 + "." } ?? ""
                units.append(Unit(text: text, function: nil, ids: [package + plugin]))
                continue
            }
            registrations += Self.registrations(text)
            for (function, body) in Self.functions(text) { units.append(Unit(text: body, function: function)) }
            for className in Self.pluginClasses(text) {
                units.append(Unit(text: text, function: nil, ids: [className]))
            }
        }
        // A registered id names its class's unit.
        for registration in registrations {
            let simple = String(registration.className.split(separator: ".").last ?? "")
            for i in units.indices where units[i].function == nil && units[i].ids.contains(simple) {
                units[i].ids.insert(registration.id)
            }
        }
        if let catalogs = try? FileManager.default.contentsOfDirectory(atPath: root + "/gradle") {
            for catalog in catalogs.sorted() where catalog.hasSuffix(".versions.toml") {
                guard let text = Self.text(root + "/gradle/" + catalog) else { continue }
                catalogPlugins.merge(Self.catalogPluginIDs(text)) { first, _ in first }
            }
        }
    }

    /// Whether the project has any build logic read.
    var isEmpty: Bool { units.isEmpty }

    /// `script` with the build logic it uses, transitively: the texts to read as build scripts.
    func expanded(_ script: String) -> [String] {
        var texts = [script]
        var used = Set<Int>()
        var index = 0
        while index < texts.count {
            let text = texts[index]
            for (i, unit) in units.enumerated() where !used.contains(i) && uses(text, unit) {
                used.insert(i)
                texts.append(unit.text)
            }
            index += 1
        }
        return Array(texts.dropFirst())
    }

    /// Whether `text` calls the unit's function or applies one of its ids.
    func uses(_ text: String, _ unit: Unit) -> Bool {
        if let function = unit.function { return Self.callsFunction(text, function) }
        for id in unit.ids {
            for quoted in ["\"\(id)\"", "'\(id)'", "`\(id)`"] where text.contains(quoted) { return true }
        }
        for (accessor, id) in catalogPlugins where unit.ids.contains(id) {
            if Self.containsWord(text, "libs.plugins." + accessor) { return true }
        }
        return false
    }

    /// Whether `text` applies the plugin `id` by its version-catalog alias (`alias(libs.plugins.android.application)`
    /// for `android-application = { id = "com.android.application" }`), on a line that does not only declare it
    /// (`apply false`, a root script's).
    func appliesCatalogPlugin(_ text: String, id: String) -> Bool {
        let accessors = catalogPlugins.filter { $0.value == id }.map { "libs.plugins." + $0.key }
        guard !accessors.isEmpty else { return false }
        for raw in text.split(separator: "\n") {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            guard !line.hasPrefix("//"), !line.contains("apply false") else { continue }
            if accessors.contains(where: { Self.containsWord(String(line), $0) }) { return true }
        }
        return false
    }

    // MARK: - Reading

    static func text(_ path: String) -> String? {
        guard let bytes = try? SourceFile.read(path).get() else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `.kt`, `.kts`, `.groovy` and `.gradle` files under `folder`, sorted, build outputs left out.
    static func collect(_ folder: String, depth: Int, into files: inout [String]) {
        guard depth < 12, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !FileWalker.skipsFolder(named: name) {
            let path = folder + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                collect(path, depth: depth + 1, into: &files)
            } else if ["kt", "kts", "groovy", "gradle"].contains((name as NSString).pathExtension) {
                files.append(path)
            }
        }
    }

    /// `includeBuild("build-logic")`, `includeBuild 'build-logic'` → `build-logic`.
    static func includedBuilds(_ text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let hit = rest.range(of: "includeBuild") {
            let after = rest[hit.upperBound...].drop { $0 == "(" || $0 == " " }
            if let quote = after.first, quote == "\"" || quote == "'" {
                let body = after.dropFirst()
                if let close = body.firstIndex(of: quote) {
                    var path = String(body[..<close])
                    while path.hasPrefix("./") { path.removeFirst(2) }
                    if !path.isEmpty, !path.contains("..") { found.append(path) }
                }
            }
            rest = rest[hit.upperBound...]
        }
        return found
    }

    /// `relay.android.gradle.kts` → `relay.android`; nil for a settings or build script.
    static func scriptPluginName(_ fileName: String) -> String? {
        for suffix in [".gradle.kts", ".gradle"] where fileName.hasSuffix(suffix) {
            let name = String(fileName.dropLast(suffix.count))
            return name == "build" || name == "settings" || name.isEmpty ? nil : name
        }
        return nil
    }

    static func packageName(_ text: String) -> String? {
        for line in text.split(separator: "\n").prefix(40) {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("package ") else { continue }
            let name = trimmed.dropFirst("package ".count).prefix {
                $0.isLetter || $0.isNumber || $0 == "." || $0 == "_"
            }
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }

    /// `id = "a.b"` followed by `implementationClass = "C"` in one `register` block (either order).
    static func registrations(_ text: String) -> [(id: String, className: String)] {
        var found: [(String, String)] = []
        var id: String?
        var className: String?
        for line in text.split(separator: "\n") {
            if line.contains("register") { id = nil; className = nil }
            if let value = assigned("implementationClass", in: line) {
                className = value
            } else if let value = assigned("id", in: line) {
                id = value
            }
            if let i = id, let c = className {
                found.append((i, c))
                id = nil
                className = nil
            }
        }
        return found
    }

    /// The string `name = "value"` (or `name "value"`, `name.set("value")`) assigns on `line`.
    static func assigned(_ name: String, in line: Substring) -> String? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix(name) else { return nil }
        let rest = trimmed.dropFirst(name.count)
        guard let first = rest.first, !(first.isLetter || first.isNumber || first == "_") else { return nil }
        guard let open = rest.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { return nil }
        let between = rest[..<open].filter { $0 != " " }
        guard between == "=" || between.isEmpty || between == ".set(" || between == "(" else { return nil }
        let quote = rest[open]
        let body = rest[rest.index(after: open)...]
        guard let close = body.firstIndex(of: quote) else { return nil }
        return String(body[..<close])
    }

    /// Classes implementing `Plugin<Project>` (`class AndroidAppConventionPlugin : Plugin<Project>`, Groovy/Java
    /// `implements Plugin<Project>`).
    static func pluginClasses(_ text: String) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n") where line.contains("Plugin<Project>") {
            guard let hit = line.range(of: "class ") else { continue }
            let name = line[hit.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { found.append(String(name)) }
        }
        return found
    }

    /// Top-level and member functions with a block body: `fun Project.setupApp(…) { … }`, Groovy `def setupApp(…) {`
    /// / `void setupApp(…) {`, as (name, body).
    static func functions(_ text: String) -> [(String, String)] {
        let chars = Array(text)
        var found: [(String, String)] = []
        var i = 0
        while i < chars.count {
            guard let keywordEnd = keyword(at: i, in: chars) else { i += 1; continue }
            var j = keywordEnd
            // The name: the last identifier before `(` (`Project.setupApp`, `<T> name`).
            var name = ""
            while j < chars.count, chars[j] != "(", chars[j] != "\n", chars[j] != "{", chars[j] != "=" {
                if chars[j].isLetter || chars[j].isNumber || chars[j] == "_" {
                    var k = j
                    while k < chars.count, chars[k].isLetter || chars[k].isNumber || chars[k] == "_" { k += 1 }
                    name = String(chars[j..<k])
                    j = k
                } else {
                    j += 1
                }
            }
            guard j < chars.count, chars[j] == "(", !name.isEmpty, let close = matching(chars, from: j, "(", ")")
            else { i = keywordEnd; continue }
            // Up to the body's `{` on the declaration's line (a return type may come between), or right after `)` on
            // the next line.
            var k = close + 1
            while k < chars.count, chars[k] != "{", chars[k] != "=" {
                if chars[k] == "\n", k - close >= 2 { break }
                k += 1
            }
            guard k < chars.count, chars[k] == "{", let end = matching(chars, from: k, "{", "}") else {
                i = close + 1
                continue
            }
            found.append((name, String(chars[(k + 1)..<end])))
            i = k + 1 // nested functions are read too
        }
        return found
    }

    /// The end of `fun `, `def ` or `void ` starting a word at `i`.
    static func keyword(at i: Int, in chars: [Character]) -> Int? {
        if i > 0, chars[i - 1].isLetter || chars[i - 1].isNumber || chars[i - 1] == "_" { return nil }
        for word in ["fun ", "def ", "void "] {
            let w = Array(word)
            if i + w.count <= chars.count, Array(chars[i..<(i + w.count)]) == w { return i + w.count }
        }
        return nil
    }

    /// The index of the bracket closing the one at `start`, skipping strings and comments.
    static func matching(_ chars: [Character], from start: Int, _ open: Character, _ close: Character) -> Int? {
        var depth = 0
        var i = start
        while i < chars.count {
            let c = chars[i]
            if c == "\"" || c == "'" {
                i += 1
                while i < chars.count, chars[i] != c, chars[i] != "\n" {
                    if chars[i] == "\\" { i += 1 }
                    i += 1
                }
            } else if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
            } else if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                i += 2
                while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
                i += 1
            } else if c == open {
                depth += 1
            } else if c == close {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }

    /// Whether `text` calls `name` (`setupApp()`, `setupApp {`, Groovy `setupApp()`), not as part of a longer word or
    /// its declaration.
    static func callsFunction(_ text: String, _ name: String) -> Bool {
        var rest = text[...]
        while let hit = rest.range(of: name) {
            let before = hit.lowerBound == text.startIndex ? nil : text[text.index(before: hit.lowerBound)]
            let after = text[hit.upperBound...].drop { $0 == " " }.first
            let wordStart = before.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            if wordStart, after == "(" || after == "{" {
                let lineStart =
                    text[..<hit.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
                let prefix = text[lineStart..<hit.lowerBound]
                if !prefix.contains("fun ") && !prefix.contains("def ") && !prefix.contains("void ")
                    && !prefix.contains("//")
                {
                    return true
                }
            }
            rest = text[hit.upperBound...]
        }
        return false
    }

    static func containsWord(_ text: String, _ word: String) -> Bool {
        var rest = text[...]
        while let hit = rest.range(of: word) {
            let after = text[hit.upperBound...].first
            if after.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true { return true }
            rest = text[hit.upperBound...]
        }
        return false
    }

    /// `[plugins]` of a version catalog: `relay-android-application = { id = "relay.android.application" }` →
    /// accessor `relay.android.application` (Gradle maps `-`, `_` and `.` in keys to `.`).
    static func catalogPluginIDs(_ text: String) -> [String: String] {
        var found: [String: String] = [:]
        var inPlugins = false
        for raw in text.split(separator: "\n") {
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("[") {
                inPlugins = line.hasPrefix("[plugins]")
                continue
            }
            guard inPlugins, let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
                .replacingOccurrences(of: "\"", with: "")
            let value = line[line.index(after: equals)...]
            let id: String?
            if let idRange = value.range(of: "id") {
                id = assigned("id", in: value[idRange.lowerBound...])
            } else {
                id = value.split(separator: "\"").dropFirst().first.map { String($0.split(separator: ":").first ?? "") }
            }
            guard let id, !id.isEmpty, !key.isEmpty else { continue }
            let accessor = key.map { $0 == "-" || $0 == "_" ? "." : $0 }
            found[String(accessor)] = id
        }
        return found
    }
}
