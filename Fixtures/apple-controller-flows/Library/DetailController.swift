import SwiftUI
import UIKit

final class DetailController: UIViewController {
    static func instantiate(title: String) -> UIViewController {
        UIHostingController(rootView: DetailView(title: title))
    }
}

struct DetailView: View {
    let title: String

    var body: some View {
        List {
            Text(title).foregroundStyle(.secondary)
        }
    }
}
