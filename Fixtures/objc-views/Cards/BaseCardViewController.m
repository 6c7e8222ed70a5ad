#import "BaseCardViewController.h"

@implementation BaseCardViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor darkGrayColor];
    self.headerLabel = [[UILabel alloc] init];
    self.headerLabel.textColor = [UIColor whiteColor];
    [self.view addSubview:self.headerLabel];
}

@end
