#import "AlbumViewController.h"
@import Hero;

@interface AlbumViewController ()
@property (weak, nonatomic) IBOutlet UIImageView *albumArt;
@property (weak, nonatomic) IBOutlet UILabel *titleLabel;
@property (weak, nonatomic) IBOutlet UIView *tracksView;
@property (copy, nonatomic) NSString *modifierText;
@end

@implementation AlbumViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.albumArt.heroID = @"album";
    _titleLabel.heroID = @"title"; // a comment with { a brace; and = signs
    self.tracksView.heroModifierString = @"fade translate(0, 200) cascade";
    [self setUpHero];
    if (self.isEditing) {
        self.tracksView.heroID = @"tracks";
    }
}

- (void)setUpHero {
    self.view.heroModifierString = self.modifierText;
}

@end
