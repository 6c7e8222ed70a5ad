#import "BadgesViewController.h"

@implementation BadgesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    for (UILabel *label in @[_countLabel, self.captionLabel]) {
        label.textColor = [UIColor systemTealColor];
    }
    NSArray *headers = @[self.headerLabel];
    for (UILabel *header in headers)
        header.textColor = [UIColor systemPinkColor];
}

@end
