import Foundation

struct Profile: Identifiable {
    let id = UUID()
    let name: String
    let keys: [String]
}

let profiles = [Profile(name: "Work", keys: ["A1B2C3"])]
