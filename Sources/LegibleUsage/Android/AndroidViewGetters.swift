import LegibleJVMSyntax

/// Getters that return one view of a layout: `override fun getStar(): ImageView = binding.starImageview`,
/// `protected TextView getTitle() { return binding.title; }`. An abstract getter a base class calls
/// (`getStar().setColorFilter(…)`, `ImageView star = getStar();`) runs the override of the instance's class: when
/// every override the code read declares with a body returns the view of one id (or `null`: the layout has none), the
/// view is that id's, as if the base class had named it; otherwise it is not known (a write on it reaches every
/// element of its kind: `AndroidCodeColor.unpinnedID`).
enum AndroidViewGetters {
    /// Getter name → the one id every declaration of it with a body returns, for getters taking no arguments.
    static func getters(index: JVMSymbolIndex) -> [String: String] {
        var result: [String: String] = [:]
        for (name, members) in index.functions {
            var ids = Set<String>()
            var unknown = false
            for member in members where member.value.parameters.isEmpty {
                guard let body = member.value.body else { continue } // abstract: the overrides decide
                guard body.count == 1, case .return(let value?) = body[0].kind else {
                    unknown = true
                    break
                }
                if case .literal(_, .null) = value.kind { continue }
                guard let id = AndroidFileViews.foundID(in: value) ?? boundID(value) else {
                    unknown = true
                    break
                }
                ids.insert(AndroidCodeColor.matchKey(id))
            }
            if !unknown, ids.count == 1, let id = ids.first { result[name] = id }
        }
        return result
    }

    /// The id of a view reached through a view-binding variable (`binding.podcastWrapper.btnPlay` → `btn_play`), nil
    /// for any other value.
    static func boundID(_ e: JVMExpression) -> String? {
        let e = AndroidFileViews.uncast(e)
        guard case .member = e.kind, let root = AndroidViewSetters.rootName(e), root.lowercased().contains("binding"),
            let id = AndroidCodeColor.viewID(e), !id.hasPrefix("@")
        else { return nil }
        return id
    }

    /// The id a call of one of `getters` returns (`getStar()`, `this.getStar()`), nil for anything else.
    static func id(of e: JVMExpression, getters: [String: String]) -> String? {
        guard case .call(let callee, let arguments) = AndroidFileViews.uncast(e).kind, arguments.isEmpty,
            let (name, receiver) = callee.calledName, receiver == nil || receiver?.dottedPath == "this"
        else { return nil }
        return getters[name]
    }
}
