#import "ArrivalsViewController.h"

@implementation ArrivalsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.headerLabel.textColor = [UIColor orangeColor];
}

@end
