#import "PanelViewController.h"

@implementation PanelViewController {
    IBOutlet UILabel *_headerLabel;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [[self.view viewWithTag:4] setBackgroundColor:[UIColor systemYellowColor]];
    for (UIView *subview in self.view.subviews) {
        if ([subview isKindOfClass:[UILabel class]]) {
            ((UILabel *)subview).textColor = [UIColor systemOrangeColor];
        }
    }
}

@end
