import SwiftUI
import UIKit

struct SavedToast: View {
    var body: some View {
        ZStack {
            Capsule()
                .foregroundColor(toneColor: .card)

            Text("Saved")
                .foregroundColor(toneColor: .ink)
        }
        .frame(width: 120, height: 32)
    }
}

/// A screen whose SwiftUI root sets no background: what is under it is its hosting controller's view.
struct EmptyReceiptsScreen: View {
    var body: some View {
        VStack {
            Text("No receipts yet")
                .foregroundColor(toneColor: .inkMuted)
            SavedToast()
            TileLabel()
        }
    }
}

final class ReceiptsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: EmptyReceiptsScreen())
        addChild(host)
        view.addSubview(host.view)
    }
}

struct TileLabel: View {
    var body: some View {
        Text("Tile")
            .foregroundColor(toneColor: .ink)
            .tileBackground(Color.black)
    }
}
