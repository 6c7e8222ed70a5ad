#import "SketchViewController.h"

@implementation SketchViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor blackColor];

    UITextField *titleField = [[UITextField alloc] init];
    [titleField setBorderStyle:UITextBorderStyleRoundedRect];
    titleField.textColor = [UIColor labelColor];
    [self.view addSubview:titleField];

    UITextField *tagField = [[UITextField alloc] init];
    tagField.borderStyle = UITextBorderStyleRoundedRect;
    tagField.backgroundColor = [UIColor yellowColor];
    tagField.textColor = [UIColor blackColor];
    [self.view addSubview:tagField];
}

@end
