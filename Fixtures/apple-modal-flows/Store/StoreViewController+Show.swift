import UIKit

extension StoreViewController {
    class func fromStoryboard() -> Self {
        let storyboard = UIStoryboard(name: "Store", bundle: nil)
        guard let store = storyboard.instantiateInitialViewController() as? Self else {
            fatalError("Store.storyboard has no StoreViewController")
        }
        return store
    }

    class func show(from presenter: UIViewController) {
        let store = fromStoryboard()
        store.modalPresentationStyle = .formSheet
        let navigation = UINavigationController(rootViewController: store)
        navigation.isNavigationBarHidden = true
        presenter.present(navigation, animated: true, completion: nil)
    }
}
