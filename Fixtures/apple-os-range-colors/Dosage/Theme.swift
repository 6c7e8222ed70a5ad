import SwiftUI

extension Color {
    static let brandAccent = Color("Brand")
}
