#import "PageViewController.h"
#import "UIColor+Paper.h"

@implementation PageViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor pageBackgroundColor];
    UILabel *title = [[UILabel alloc] init];
    title.text = @"Chapter one";
    title.textColor = [UIColor pageTextColor];
    [self.view addSubview:title];
}

@end
