import SwiftUI
import UIKit

/// Shows a UIKit view controller in the SwiftUI menu.
struct ControllerScreen<Controller: UIViewController>: UIViewControllerRepresentable {
    let make: @MainActor () -> Controller

    init(_ make: @escaping @MainActor () -> Controller) {
        self.make = make
    }

    func makeUIViewController(context: Context) -> Controller {
        make()
    }

    func updateUIViewController(_ controller: Controller, context: Context) {}
}
