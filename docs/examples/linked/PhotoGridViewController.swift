import Hero
import UIKit

/// The grid: the first thumbnail opens into the photo; the others fade.
final class PhotoGridViewController: UIViewController {
  @IBOutlet weak var thumbnail: UIView!
  @IBOutlet weak var secondThumbnail: UIView!

  override func viewDidLoad() {
    super.viewDidLoad()
    thumbnail.hero.id = "photo"
    secondThumbnail.hero.modifiers = [.fade, .scale(0.8)]
  }
}
