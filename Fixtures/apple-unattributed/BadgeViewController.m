#import "BadgeViewController.h"

@implementation BadgeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self paintLabel:self.countLabel];
}

@end
