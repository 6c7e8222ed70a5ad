#import "SettingsViewController.h"

@implementation SettingsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Settings", nil);
    // A view this method creates in a local named like the controller's `view`: a backdrop, not the controller's view.
    UIView *view = [[UIView alloc] init];
    view.backgroundColor = [UIColor systemRedColor];
    self.backdropHost.backgroundView = view;
}

@end
