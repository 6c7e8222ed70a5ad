#import "StatusViewController.h"

@implementation StatusBar
@end

@implementation StatusViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    StatusBar *bar = nil;
    bar = (StatusBar *)[self.view viewWithTag:9];
    bar.messageLabel.textColor = [UIColor systemGreenColor];
}

@end
