/// The reuse identifiers a class's code registers cells under (`register(_:forCellReuseIdentifier:)`,
/// `registerNib:forCellReuseIdentifier:`) and dequeues cells with (`dequeueReusableCell(withIdentifier:for:)`,
/// `dequeueReusableCellWithIdentifier:`), read as a string or a constant holding one (`CellID.fieldCell`). A
/// registration replaces only the prototype of its identifier: a prototype whose identifier the class dequeues and
/// never registers is the cell shown (`CodeRecolor.applyCellsNotShown`).
struct CodeCellIdentifiers {
    /// One registration or dequeue in a class's code; `identifier` nil when Legible cannot read it.
    struct Use {
        var owner: String
        var identifier: String?
        var registers: Bool
    }

    private var registered: [String: Set<String>] = [:]
    /// Classes with a registration whose identifier is not read: it may be any prototype's.
    private var unreadRegistrations: Set<String> = []
    private var dequeued: [String: Set<String>] = [:]

    mutating func add(_ use: Use) {
        switch (use.registers, use.identifier) {
        case (true, let id?): registered[use.owner, default: []].insert(id)
        case (true, nil): unreadRegistrations.insert(use.owner)
        case (false, let id?): dequeued[use.owner, default: []].insert(id)
        case (false, nil): break
        }
    }

    /// Whether `owner`'s code dequeues the prototype `identifier` and registers no cell under it (every registration
    /// read): its registrations are other cells.
    func dequeuesOwnPrototype(_ identifier: String, owner: String) -> Bool {
        !unreadRegistrations.contains(owner) && registered[owner]?.contains(identifier) != true
            && dequeued[owner]?.contains(identifier) == true
    }
}
